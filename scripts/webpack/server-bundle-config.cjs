// The second build of an app that renders part of the shop page's first view on the server:
// one CommonJS file, `<dist>/server/first-view.js`, that the gateway loads from the deployed
// version, and that never reaches a browser (the gateway does not serve `server/`).
//
// The libraries that hold a page's state and identity are not in it: the gateway provides
// them, as the shell provides them to the remotes in the browser. The shell's server bundle
// renders the whole page and mf-catalog's renders the catalogue inside it, so the two must meet
// one React (its hooks), one styled-components (the style sheet that collects every rule), one
// router, one react-intl and one TanStack Query (their contexts). Everything else (the shared
// package, rxjs, zod) is bundled, as each app bundles it for the browser.
const PROVIDED_BY_THE_GATEWAY = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'styled-components',
  'react-intl',
  '@tanstack/react-query',
];
const path = require('node:path');
const webpack = require('webpack');
const { precompiledMessagesRules } = require('./precompile-messages.cjs');
const { styledComponentsPlugin, swcPluginCacheRoot } = require('./styled-components-swc.cjs');

function swcRule() {
  return {
    test: /\.(?:[cm]?[jt]sx?)$/,
    include: (file) => !file.includes(`${path.sep}node_modules${path.sep}`),
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          experimental: { plugins: [styledComponentsPlugin], cacheRoot: swcPluginCacheRoot },
        },
      },
    },
  };
}

/** The constants the browser build defines (DefinePlugin), for the server build to share. */
function browserDefinitions(config) {
  const define = config.plugins.find((plugin) => plugin instanceof webpack.DefinePlugin);
  return define ? { ...define.definitions } : {};
}

/**
 * Adds the server bundle to an app's production build (development keeps the browser build
 * alone). `browser` is the app's createConfig result; `entry` its server module.
 *
 * @param {(env: object, argv: object) => import('webpack').Configuration} browser
 * @param {{ appDir: string, entry: string }} options
 */
function withServerBundle(browser, { appDir, entry }) {
  return (env = {}, argv = {}) => {
    const client = browser(env, argv);
    const configs = Array.isArray(client) ? client : [client];
    const main = configs[0];
    if (!main || main.mode === 'development') return client;
    /** @type {import('webpack').Configuration} */
    const server = {
      name: `${main.name}-server`,
      // After the browser build, whose `clean` empties the output folder this one writes into.
      dependencies: [main.name],
      mode: 'production',
      context: appDir,
      target: 'node20',
      entry: { 'first-view': entry },
      output: {
        path: path.join(main.output.path, 'server'),
        filename: '[name].js',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externals: Object.fromEntries(
        PROVIDED_BY_THE_GATEWAY.map((name) => [name, `commonjs ${name}`]),
      ),
      externalsPresets: { node: true },
      resolve: main.resolve,
      module: {
        rules: [
          swcRule(),
          // The browser build's resolution (shared with this one) has no ICU parser: messages
          // are compiled here too, which also spares each first view's render the parsing.
          ...precompiledMessagesRules(),
          // Pictures imported by components keep the browser build's names.
          {
            test: /\.(?:png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            type: 'asset/resource',
            generator: { emit: false },
          },
        ],
      },
      plugins: [
        // The browser build's constants (its build label, for data-remote-build), in production.
        new webpack.DefinePlugin({
          ...browserDefinitions(main),
          'process.env.NODE_ENV': JSON.stringify('production'),
        }),
        // Catalogues are imported per locale; a server reads them from one file.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
      optimization: { minimize: false, moduleIds: 'deterministic' },
      performance: { hints: false },
      cache: main.cache
        ? {
            ...main.cache,
            name: `${main.cache.name}-server`,
            buildDependencies: { ...main.cache.buildDependencies, server: [__filename] },
          }
        : false,
      stats: 'errors-warnings',
    };
    return [...configs, server];
  };
}

module.exports = { withServerBundle, PROVIDED_BY_THE_GATEWAY };
