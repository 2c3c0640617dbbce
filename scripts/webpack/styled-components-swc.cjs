// styled-components' SWC plugin, for every build that compiles the apps' components (browser
// and server bundles alike):
// - `minify`: the CSS in the templates loses its indentation and comments, bytes every page
//   downloads and styled-components parses at run time (0.6 KB brotli on the shop page).
// - `pure`: a styled component nothing uses can be dropped by the minifier.
// - `ssr`: each styled component gets an id from its file and its place in it. Without one its
//   id, and so its class names, would come from the order in which the page happened to create
//   styled components, which differs between the server that renders the shop page and the
//   browser that hydrates it: every class in the markup would then be wrong. (About 0.2 KB
//   brotli on the shop page: a `withConfig({ componentId })` on each.)
// - No display names: more bytes, for names nothing reads.
// The plugin is WebAssembly built against SWC's plugin interface: its version is pinned in
// package.json and moves together with @swc/core.
const path = require('node:path');

const styledComponentsPlugin = [
  require.resolve('@swc/plugin-styled-components/swc_plugin_styled_components.wasm'),
  { displayName: false, ssr: true, minify: true, pure: true, transpileTemplateLiterals: false },
];

// SWC compiles the WebAssembly once and keeps it here, with the other build caches (by default
// a .swc folder in each app).
const swcPluginCacheRoot = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'swc');

module.exports = { styledComponentsPlugin, swcPluginCacheRoot };
