// Custom: webpack writes no compile hints, and which files run at load is this project's call.
//
// The files a page runs while it loads start with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chromium 136 and later). Without it V8 compiles a function
// only when it is first called, on the main thread, after parsing it once already to find its
// end; with it, every function of the file is compiled as the file downloads, on a background
// thread (the streaming parser). On a cold `/demo-mx`, unthrottled, the main thread's compile
// events fell from about 270 to 20 ms a load and its task time by about 130 ms, 1 059 to 925 ms
// (docs/speed.md, "Compiled while downloading"; decision 017).
//
// Which files: those of the start of a page, never those of a screen that may not come.
// - The shell: its entry and its start-up chunks (what `import('./bootstrap')` needs, with the
//   copies of the shared libraries it offers: startup-preload-plugin.cjs).
// - A remote: its container entry (remoteEntry.js) and the chunks of each exposed module that
//   hydrates `eager` (EXPOSED_MODULE_HYDRATION): those run with the page they are on. A module
//   that comes alive later (`visible`, `idle`…), lazy chunks and the fallback copies of shared
//   modules keep V8's lazy compiling: an eagerly compiled function that never runs costs memory
//   and a background thread's time for nothing.
const { startupChunks, startModuleOf, blockGroups } = require('./startup-preload-plugin.cjs');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk group webpack gives an exposed module (`./ShopPage` → `__federation_expose_ShopPage`). */
const exposeGroupName = (expose) => `__federation_expose_${expose.replace(/^\.\//, '')}`;

/** The JavaScript files of `chunks`. */
function scriptFiles(chunks) {
  const files = new Set();
  for (const chunk of chunks)
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return files;
}

/** The shell's files run at load: its entry points' and its start-up chunks'. */
function hostLoadFiles(compilation, startModule) {
  const start = startModuleOf(compilation, startModule);
  const chunks = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks);
  if (start) chunks.push(...startupChunks(compilation, blockGroups(compilation.chunkGraph, start)));
  return scriptFiles(chunks);
}

/**
 * A remote's files run at load: its container entry's and those of its exposed modules that
 * hydrate `eager` (`policies`: EXPOSED_MODULE_HYDRATION, by `container/Name`). An eager module
 * whose chunk group the build lacks is an error: the hint would silently stop.
 */
function remoteLoadFiles(compilation, { container, exposes, policies }) {
  const chunks = [...(compilation.entrypoints.get(container)?.chunks ?? [])];
  if (chunks.length === 0)
    compilation.errors.push(new Error(`${container} has no container entry`));
  for (const expose of Object.keys(exposes)) {
    const id = `${container}/${expose.replace(/^\.\//, '')}`;
    if (policies[id] !== 'eager') continue;
    const group = compilation.namedChunkGroups.get(exposeGroupName(expose));
    if (group) chunks.push(...group.chunks);
    else compilation.errors.push(new Error(`${id} is eager but its chunks are not in the build`));
  }
  return scriptFiles(chunks);
}

class CompileHintsPlugin {
  /**
   * The shell: `{ startModule }` (the file whose dynamic imports start the app). A remote:
   * `{ container, exposes, policies }`, `policies` a function that resolves to
   * EXPOSED_MODULE_HYDRATION as the build's shared code has it.
   * @param {{ startModule: string } | { container: string, exposes: Record<string, unknown>, policies: () => Promise<Record<string, string>> }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    let policies = {};
    if ('policies' in this.options) {
      compiler.hooks.beforeCompile.tapPromise('CompileHintsPlugin', async () => {
        policies = await this.options.policies();
      });
    }
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      // Once minified (the minifier drops comments), before the source maps are written (they
      // take the added line into account) and before the content hashes and brotli twins.
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 },
        () => {
          const files =
            'startModule' in this.options
              ? hostLoadFiles(compilation, this.options.startModule)
              : remoteLoadFiles(compilation, { ...this.options, policies });
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  COMPILE_HINT,
  CompileHintsPlugin,
  exposeGroupName,
  hostLoadFiles,
  remoteLoadFiles,
};
