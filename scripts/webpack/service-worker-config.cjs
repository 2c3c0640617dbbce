// Custom: workbox's InjectManifest plugin breaks under federation (below); workbox-build lists.
//
// The shell's service worker: a bundle of its own (no module federation, a worker target)
// built after the shell, then given the list of the shell's files to precache.
//
// Not workbox's InjectManifest plugin: its child compilation inherits the federation hooks of
// the shell's compilation and emits broken chunks; a separate compiler keeps them apart.
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const TerserPlugin = require('terser-webpack-plugin');
const { injectManifest } = require('workbox-build');

const SW_FILE = 'sw.js';

/** Lists the shell's build in the worker once both compilers have written their output. */
class PrecacheManifestPlugin {
  /** @param {string} outDir */
  constructor(outDir) {
    this.outDir = outDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecacheManifestPlugin', async (compilation) => {
      const file = path.join(this.outDir, SW_FILE);
      const { count, size, warnings } = await injectManifest({
        swSrc: file,
        swDest: file,
        globDirectory: this.outDir,
        globPatterns: ['**/*.{html,js,css,png,svg,webmanifest,woff2}'],
        // Compressed twins and maps are not precached: the cache stores decoded bodies, and
        // maps are for developer tools, server/ is the gateway's. The worker never lists itself.
        globIgnores: [SW_FILE, '**/*.map', '**/*.br', '**/*.gz', 'server/**'],
        // Hashed names are their own revision; index.html and the icons get one from their bytes.
        dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      });
      for (const warning of warnings) compilation.warnings.push(new Error(warning));
      // The gateway serves precompressed twins (as create-config.cjs writes them for the other
      // files); written here because the list above changed the file after webpack's output.
      const source = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(source, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }),
      );
      writeFileSync(`${file}.gz`, zlib.gzipSync(source, { level: 9 }));
      compilation.getLogger('PrecacheManifestPlugin').info(`${count} files, ${size} bytes`);
    });
  }
}

/**
 * @param {{ appDir: string, source: string }} options
 * @returns {(shellConfig: import('webpack').Configuration) => import('webpack').Configuration}
 */
function createServiceWorkerConfig({ appDir, source }) {
  return (shellConfig) => {
    const outDir = /** @type {string} */ (shellConfig.output?.path);
    return {
      name: `${shellConfig.name}-service-worker`,
      // After the shell: its files must be on disk to be listed.
      dependencies: [/** @type {string} */ (shellConfig.name)],
      mode: shellConfig.mode,
      context: appDir,
      target: 'webworker',
      entry: { sw: path.join(appDir, source) },
      devtool: false,
      output: { path: outDir, filename: SW_FILE, clean: false },
      resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]s$/,
            include: (file) => !file.includes(`${path.sep}node_modules${path.sep}`),
            use: {
              loader: 'swc-loader',
              options: { jsc: { target: 'es2020', parser: { syntax: 'typescript' } } },
            },
          },
        ],
      },
      plugins: [new PrecacheManifestPlugin(outDir)],
      optimization: {
        minimize: shellConfig.mode === 'production',
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createServiceWorkerConfig };
