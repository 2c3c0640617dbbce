// Custom: splitChunks cannot tell a start-up chunk from a lazy one, nor order shared modules.
//
// The shell's start-up chunks (what `import('./bootstrap')` needs, and the copies of the shared
// libraries the shell offers: see startup-preload-plugin.cjs) in a few files instead of about
// twenty. Each file was a script element the federation runtime created in the one task that
// starts the app (a request started from script costs the main thread, more so on a cheap
// phone), and a small script that Chromium parsed on the main thread (a large one is streamed
// to a background parser).
//
// They cannot all become one file. A chunk that consumes a shared module waits, before it runs,
// for that module's copy to load; a file holding both a consumer and the copy it consumes would
// wait for itself and the page would never start. So the chunks are put in layers: a chunk that
// consumes nothing is in layer 0, and any other one layer above the highest of the copies it
// consumes (react 0, react-dom 1, styled-components 1, the shared package's entries above, the
// shell's own code last). A module goes to the file of the lowest layer among its chunks: a file
// holds no consumer of a copy in its own or a higher layer, so it never waits for itself.
const { STAGE_DEFAULT } = require('webpack').OptimizationStages;
const {
  startupChunks,
  startModuleOf,
  blockGroups,
  offeredGroups,
  CONSUME_SHARED,
} = require('./startup-preload-plugin.cjs');

/**
 * The layer of each start-up chunk, as above. Throws on a cycle of chunks consuming each other's
 * copies (such a build could not start either way).
 */
function chunkLayers(compilation, chunks) {
  const { chunkGraph } = compilation;
  const offered = offeredGroups(compilation);
  const layers = new Map();
  const visiting = new Set();
  const providerChunksOf = (consume) =>
    [...(offered.get(consume.options.shareKey) ?? []), ...blockGroups(chunkGraph, consume)].flatMap(
      (group) => group.chunks,
    );
  const layerOf = (chunk) => {
    if (layers.has(chunk)) return layers.get(chunk);
    if (visiting.has(chunk))
      throw new Error(`start-up chunks consume each other's shared copies (chunk ${chunk.id})`);
    visiting.add(chunk);
    let layer = 0;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const provider of providerChunksOf(module))
        if (provider !== chunk) layer = Math.max(layer, layerOf(provider) + 1);
    }
    visiting.delete(chunk);
    layers.set(chunk, layer);
    return layer;
  };
  for (const chunk of chunks) layerOf(chunk);
  // Only start-up chunks are merged: a provider outside the set (none today) keeps its file.
  return new Map([...layers].filter(([chunk]) => chunks.has(chunk)));
}

class StartupChunksPlugin {
  /** `startModule`: the file whose dynamic imports start the app (the shell's src/index.ts). */
  constructor(startModule) {
    this.startModule = startModule;
    this.layers = new Map();
  }

  /** The splitChunks cache group that applies the layers (worked out before it runs). */
  cacheGroup() {
    return {
      chunks: (chunk) => this.layers.has(chunk),
      name: (_module, chunks) =>
        `start-${Math.min(...chunks.map((chunk) => this.layers.get(chunk) ?? Infinity))}`,
      enforce: true,
      priority: 100,
    };
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartupChunksPlugin', (compilation) => {
      // After duplicate chunks are merged (STAGE_BASIC), before splitChunks (STAGE_ADVANCED) reads
      // the layers.
      compilation.hooks.optimizeChunks.tap(
        { name: 'StartupChunksPlugin', stage: STAGE_DEFAULT },
        () => {
          const start = startModuleOf(compilation, this.startModule);
          this.layers = start
            ? chunkLayers(
                compilation,
                startupChunks(compilation, blockGroups(compilation.chunkGraph, start), {
                  withFallbacks: true,
                }),
              )
            : new Map();
        },
      );
    });
  }
}

module.exports = { StartupChunksPlugin, chunkLayers };
