// Custom: preload plugins hint every async chunk or none, not those of `import('./bootstrap')`.
//
// The shell's start-up chunks as preload links in index.html, next to its entry.
//
// The entry starts the app with `import('./bootstrap')` (federation's async boundary), and only
// then did the browser learn of the twenty chunks that import needs: a second round trip after
// the entry's, each request started from the task that created its script element. Preloaded,
// they download alongside the entry; webpack's script elements then find them in the memory
// cache. (Preload links, not script tags: a script tag that failed would be the one webpack waits
// on, where it now retries with a script element of its own.) At a low priority, as the entry's
// deferred script has: none of them is needed to paint, and on the shop page the server's markup
// and its product images go first (at the preload's default, high, the browser and Lighthouse
// count a script as holding the first paint: FCP on /grande-mx moved from 1.3 to 2.4 s).
// Marked `data-shell-start`: on a page the server rendered, the gateway leaves them out (see
// SHELL_START_PRELOAD in gateway/src/modules/web/first-view.ts).
//
// "Needs" is the chunk group of that import and, for each shared module it consumes, the group of
// the copy the shell offers to the page (what a consumer gets unless a remote offers a newer one;
// the consumer's own fallback copy is another chunk, loaded only without an offer). Lazy routes
// and pages are not in it.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

const blockGroups = (chunkGraph, module) =>
  module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean);

/** The chunk groups of the copies this build offers, by share key. */
function offeredGroups(compilation) {
  const groups = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    groups.set(module._name, blockGroups(compilation.chunkGraph, module));
  }
  return groups;
}

/**
 * The chunks of `startGroups`, and of the offered copies their shared imports load; with
 * `withFallbacks`, also those of each consumer's own fallback copy (never loaded while the shell
 * offers the module, but holding the same library's modules).
 */
function startupChunks(compilation, startGroups, { withFallbacks = false } = {}) {
  const { chunkGraph } = compilation;
  const offered = offeredGroups(compilation);
  const chunks = new Set();
  const seenGroups = new Set();
  const pending = [...startGroups];
  while (pending.length > 0) {
    const group = pending.pop();
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const copy = offered.get(module.options.shareKey);
        pending.push(...(copy ?? blockGroups(chunkGraph, module)));
        if (copy && withFallbacks) pending.push(...blockGroups(chunkGraph, module));
      }
    }
  }
  return chunks;
}

/** The JavaScript files of startupChunks. */
function startupFiles(compilation, startGroups) {
  const files = new Set();
  for (const chunk of startupChunks(compilation, startGroups))
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

/** The module whose dynamic imports start the app; null, with a build error, when it is missing. */
function startModuleOf(compilation, startModule) {
  // Once modules are concatenated (after the chunks are optimised), the entry is the root of one.
  const resourceOf = (module) => module.resource ?? module.rootModule?.resource;
  const start = [...compilation.modules].find(
    (module) => resourceOf(module) && path.resolve(resourceOf(module)) === startModule,
  );
  if (!start) compilation.errors.push(new Error(`${startModule} is not in the build`));
  return start ?? null;
}

class StartupPreloadPlugin {
  /** `startModule`: the file whose dynamic imports start the app (the shell's src/index.ts). */
  constructor(startModule) {
    this.startModule = startModule;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'StartupPreloadPlugin',
        (data) => {
          const start = startModuleOf(compilation, this.startModule);
          if (!start) return data;
          const groups = blockGroups(compilation.chunkGraph, start);
          const publicPath = compilation.outputOptions.publicPath;
          const tags = startupFiles(compilation, groups).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              fetchpriority: 'low',
              href: `${publicPath}${file}`,
              'data-shell-start': true,
            }),
          );
          data.headTags.push(...tags);
          return data;
        },
      );
    });
  }
}

module.exports = {
  CONSUME_SHARED,
  StartupPreloadPlugin,
  blockGroups,
  offeredGroups,
  startModuleOf,
  startupChunks,
  startupFiles,
};
