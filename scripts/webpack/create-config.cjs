// One webpack factory for the host and the five remotes. Each app's webpack.config.cjs is a
// single call: `module.exports = createConfig({ appDir: __dirname, exposes })`.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const CopyPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { repoRoot, appByFolder } = require('./apps.cjs');
const { createSharedConfig, offeredEntries, unofferedEntryFiles } = require('./shared-config.cjs');
const { UnofferedSharedEntryCheck } = require('./shared-usage.cjs');
const { styledComponentsPlugin, swcPluginCacheRoot } = require('./styled-components-swc.cjs');
const { htmlTemplate } = require('./html-template.cjs');
const { StartupChunksPlugin } = require('./startup-chunks-plugin.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { LIBRARY_FACADES, libraryFacade } = require('./library-facades.cjs');
const { reactRouterDomShim } = require('./react-router-dom-shim.cjs');
const { precompiledMessagesRules, withoutIcuParser } = require('./precompile-messages.cjs');
const { CompatManifestPlugin } = require('./compat-manifest-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { hydrationPolicies } = require('./behaviour-contracts.cjs');
const { devProxy, devServerPort, warnWithoutGateway } = require('./dev-gateway.cjs');

const sharedSourceDir = path.join(repoRoot, 'shared', 'src');

// The runtime plugin with which the shell hands its federation runtime to the page: what
// `experiments.provideExternalRuntime` adds, but its ES module build. The CommonJS build the
// experiment picks pulls a second, CommonJS copy of the runtime into the shell (24 KB gzip).
const provideRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);
// And its bundler runtime, which each remote's production build uses in place of a copy of its
// own (NormalModuleReplacementPlugin below).
const provideBundlerRuntimePlugin = require.resolve('./provide-bundler-runtime-plugin.js');
// And a plugin that starts each shared module's lookup and each container's initialisation in a
// task of its own, for every container on the page (shell/src/remotes).
const yieldRuntimePlugin = path.join(
  repoRoot,
  'shell/src/remotes/yield-between-federation-steps.ts',
);
const shellBundlerRuntime = require.resolve('./use-shell-bundler-runtime.js');
const BUNDLER_RUNTIME_MODULE =
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](?:bundler|index)\.js$/;

// Text files the gateway serves precompressed: the smallest brotli and gzip, written once at
// build time instead of at every request. Source maps are fetched only by developer tools.
const COMPRESSIBLE = /\.(?:js|css|json|svg|html|webmanifest)$/;

function precompressionPlugins() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

function swcRule(development) {
  return {
    test: /\.(?:[cm]?[jt]sx?)$/,
    // Workspace packages resolve to their real paths, so the shared TS source is compiled
    // here too; node_modules is left alone.
    include: (file) => !file.includes(`${path.sep}node_modules${path.sep}`),
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          experimental: { plugins: [styledComponentsPlugin], cacheRoot: swcPluginCacheRoot },
        },
        sourceMaps: true,
      },
    },
  };
}

/**
 * @param {{
 *   appDir: string,
 *   exposes?: Record<string, string>,
 *   title?: string,
 * }} options
 */
function createConfig({ appDir, exposes = {}, title }) {
  const folder = path.basename(appDir);
  const app = appByFolder(folder);
  const isRemote = app.kind === 'remote';
  const pkg = require(path.join(appDir, 'package.json'));

  return (_env = {}, argv = {}) => {
    // The command's --mode decides (every build script says production, `dev` says
    // development), so NODE_ENV=development in the environment never turns `npm start` or
    // `npm run build` into a development bundle.
    const mode =
      (argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production')) ===
      'development'
        ? 'development'
        : 'production';
    const development = mode === 'development';
    // One federation runtime per page: the shell bundles it and hands it to every remote on
    // the page (the `_FEDERATION_RUNTIME_CORE` global), and a remote's production build uses
    // that one instead of its own copy. Such a remote runs only next to a shell that provides
    // it (the deploy check knows, from barrio-compat.json), so its standalone harness page is
    // left out; development builds keep their own runtime and their harness.
    const usesShellRuntime = isRemote && !development;
    const buildLabel = process.env.BARRIO_BUILD_LABEL || pkg.version;
    // BARRIO_DIST_DIR builds elsewhere than dist/ (a candidate build to deploy, an e2e variant)
    // without disturbing the app's own build or its cache.
    const outDir = process.env.BARRIO_DIST_DIR
      ? path.resolve(process.env.BARRIO_DIST_DIR)
      : path.join(appDir, 'dist');
    // Worked out once per build: a scan of the app's imports and a hash of the shared code.
    const offered = offeredEntries(appDir);
    const cacheName = process.env.BARRIO_DIST_DIR
      ? `${folder}-${mode}-custom`
      : `${folder}-${mode}`;

    // The shell's start-up chunks in a few files, in production (a development build keeps
    // them apart: its rebuilds stay small).
    const startModule = path.join(appDir, 'src/index.ts');
    const startupChunks = isRemote || development ? null : new StartupChunksPlugin(startModule);
    // What runs as a page loads is compiled as it downloads (compile-hints-plugin.cjs).
    const compileHints = development
      ? null
      : new CompileHintsPlugin(
          isRemote
            ? { container: app.container, exposes, policies: () => hydrationPolicies(appDir) }
            : { startModule },
        );

    /** @type {import('webpack').Configuration} */
    const config = {
      name: folder,
      mode,
      context: appDir,
      entry: usesShellRuntime ? {} : { main: './src/index.ts' },
      target: 'web',
      // No eval-based maps: the gateway's Content-Security-Policy forbids eval in every mode.
      devtool: development ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: outDir,
        // A remote's entry names stay stable (the host finds remoteEntry.js by name); deploys
        // version the folder instead. The shell's entry is hashed, so browsers keep it for good
        // and only index.html is revalidated. (A function: the federation runtime asks for the
        // entry's name before its content hash exists, only to learn its folder.)
        filename:
          isRemote || development
            ? '[name].js'
            : (pathData) =>
                pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssFilename: '[name].css',
        cssChunkFilename: '[name].[contenthash:8].css',
        // A remote is deployed under /remotes/<name>/<version>/ and must find its chunks
        // wherever that is; the shell is served at the root for every deep route.
        publicPath: isRemote ? 'auto' : '/',
        uniqueName: app.container,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // RxJS's ES2015 build: its default one is ES5 with tslib's helpers, a few KB more on
        // every cold load for browsers that all run ES2015 anyway.
        conditionNames: ['es2015', '...'],
        alias: {
          'react-router-dom$': reactRouterDomShim(),
          ...(development ? {} : withoutIcuParser()),
        },
      },
      module: {
        rules: [
          swcRule(development),
          ...(development ? [] : precompiledMessagesRules()),
          { test: /\.(?:png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      experiments: { css: true },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          'process.env.BARRIO_BUILD_LABEL': JSON.stringify(buildLabel),
          'process.env.BARRIO_CONTAINER_NAME': JSON.stringify(app.container),
          'process.env.BARRIO_APP_VERSION': JSON.stringify(pkg.version),
        }),
        new ModuleFederationPlugin({
          name: app.container,
          ...(isRemote
            ? {
                filename: 'remoteEntry.js',
                exposes,
                manifest: { fileName: 'mf-manifest.json' },
                runtimePlugins: [require.resolve('./build-info-runtime-plugin.js')],
              }
            : {
                remotes: {},
                runtimePlugins: [
                  provideRuntimePlugin,
                  provideBundlerRuntimePlugin,
                  yieldRuntimePlugin,
                ],
              }),
          shared: createSharedConfig({ offered, singletonsFromShell: usesShellRuntime }),
          experiments: {
            externalRuntime: usesShellRuntime,
            // A remote loads no other remote through webpack (the shell does, at run time), so
            // its container leaves the bundler's remote loading out. These bundles run only in
            // a browser: the runtime's Node script loading is left out of them too. The shell
            // registers each remote by its remoteEntry.js, not its manifest: the runtime leaves
            // out the manifest reader and the preloading it computes from one (the gateway's
            // HTML hints the shop page's files; elsewhere webpack asks for an exposed module's
            // chunks together as soon as its container runs).
            optimization: { disableRemote: usesShellRuntime, disableSnapshot: true, target: 'web' },
          },
          dts: false,
        }),
        ...(usesShellRuntime
          ? [new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME_MODULE, shellBundlerRuntime)]
          : []),
        new UnofferedSharedEntryCheck(unofferedEntryFiles(offered)),
        // The app's public/ folder (favicon, icons, robots.txt) as-is, beside index.html; a
        // file of the build itself under the same name wins.
        new CopyPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        new CompatManifestPlugin(app, exposes, { usesShellRuntime, offered }),
        ...(development ? [] : precompressionPlugins()),
        ...(usesShellRuntime
          ? []
          : [
              new HtmlWebpackPlugin({
                templateContent: htmlTemplate({
                  title: title ?? (isRemote ? `${folder} · Barrio` : 'Barrio'),
                  withIcons: !isRemote,
                }),
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
              ...(isRemote ? [] : [new StartupPreloadPlugin(startModule)]),
            ]),
        ...(startupChunks ? [startupChunks] : []),
        ...(compileHints ? [compileHints] : []),
      ],
      optimization: {
        minimize: !development,
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 }, mangle: true },
            extractComments: false,
          }),
        ],
        ...(startupChunks
          ? { splitChunks: { cacheGroups: { shellStart: startupChunks.cacheGroup() } } }
          : {}),
        // Keeps chunk hashes stable when unrelated modules are added.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules', '.cache', 'webpack'),
        name: cacheName,
        // What the app offers follows its imports, not a file the cache watches: a change of
        // offers starts a new cache rather than meeting modules resolved under the old ones.
        version: offered.map((entry) => entry.shareKey).join('+'),
        buildDependencies: {
          config: [
            __filename,
            path.join(appDir, 'webpack.config.cjs'),
            ...require('./build-dependencies.cjs'),
          ],
          shim: [reactRouterDomShim(), ...Object.keys(LIBRARY_FACADES).map(libraryFacade)],
        },
      },
      stats: 'errors-warnings',
      devServer: {
        port: devServerPort(app.port),
        host: 'localhost',
        historyApiFallback: true,
        hot: true,
        allowedHosts: 'all',
        static: false,
        // Remotes are fetched cross-origin by the shell's dev server; the gateway proxy hides this.
        headers: isRemote
          ? {
              'Access-Control-Allow-Origin': '*',
              'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
              'Access-Control-Allow-Headers': '*',
            }
          : {},
        // The page may come through the gateway's port; the reload socket goes straight here.
        client: {
          webSocketURL: {
            protocol: 'ws',
            hostname: 'localhost',
            port: devServerPort(app.port),
            pathname: '/ws',
          },
          overlay: { errors: true, warnings: false },
        },
        proxy: devProxy(folder),
        onListening: warnWithoutGateway(folder),
      },
    };
    return config;
  };
}

module.exports = { createConfig, sharedSourceDir };
