// styled-components' SWC plugin, for every build that compiles the apps' components (browser
// and server bundles alike):
// - `minify`: the CSS in the templates loses its indentation and comments, bytes every page
//   downloads and styled-components parses at run time (0.6 KB brotli on the shop page).
// - `pure`: a styled component nothing uses can be dropped by the minifier.
// - No `ssr` ids and no display names: each would add a `withConfig({...})` to every styled
//   component, more bytes than the minified CSS saves, for names nothing reads.
// The plugin is WebAssembly built against SWC's plugin interface: its version is pinned in
// package.json and moves together with @swc/core.
const path = require('node:path');

const styledComponentsPlugin = [
  require.resolve('@swc/plugin-styled-components/swc_plugin_styled_components.wasm'),
  { displayName: false, ssr: false, minify: true, pure: true, transpileTemplateLiterals: false },
];

// SWC compiles the WebAssembly once and keeps it here, with the other build caches (by default
// a .swc folder in each app).
const swcPluginCacheRoot = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'swc');

module.exports = { styledComponentsPlugin, swcPluginCacheRoot };
