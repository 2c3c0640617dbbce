// node --test scripts/webpack/
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { StartupChunksPlugin, chunkLayers } = require('./startup-chunks-plugin.cjs');

/**
 * A compilation as the plugin reads it: chunks by name, each with its modules; `consumes` names
 * the share keys a chunk's consumers load, `offers` the chunk holding the shell's copy of a key.
 */
function fakeCompilation({ chunks, consumes, offers }) {
  const byName = new Map(Object.keys(chunks).map((name) => [name, { id: name, name }]));
  const groupOf = (name) => ({ chunks: [byName.get(name)] });
  const blockFor = new Map();
  const block = (chunkName) => {
    const created = { chunkName };
    blockFor.set(created, groupOf(chunkName));
    return created;
  };
  const provides = Object.entries(offers).map(([key, chunk]) => ({
    type: 'provide-module',
    _name: key,
    blocks: [block(chunk)],
  }));
  const modulesOf = new Map(
    Object.entries(chunks).map(([name]) => [
      byName.get(name),
      (consumes[name] ?? []).map((key) => ({
        type: 'consume-shared-module',
        options: { shareKey: key },
        // The consumer's own fallback copy: a chunk of its own, loaded only without an offer.
        blocks: [block(`${key}-fallback`)],
      })),
    ]),
  );
  for (const key of Object.keys(offers)) {
    const fallback = { id: `${key}-fallback`, name: `${key}-fallback` };
    byName.set(fallback.name, fallback);
    modulesOf.set(
      fallback,
      (consumes[offers[key]] ?? []).map((k) => ({
        type: 'consume-shared-module',
        options: { shareKey: k },
        blocks: [],
      })),
    );
  }
  return {
    modules: provides,
    chunkGraph: {
      getBlockChunkGroup: (b) => blockFor.get(b),
      getChunkModulesIterable: (chunk) => modulesOf.get(chunk) ?? [],
    },
    chunk: (name) => byName.get(name),
  };
}

const layersByName = (layers) =>
  Object.fromEntries([...layers].map(([chunk, layer]) => [chunk.name, layer]));

test('a chunk sits one layer above the highest copy it consumes', () => {
  const compilation = fakeCompilation({
    chunks: { react: 1, 'react-dom': 1, styled: 1, app: 1 },
    consumes: { 'react-dom': ['react'], styled: ['react'], app: ['react', 'react-dom', 'styled'] },
    offers: { react: 'react', 'react-dom': 'react-dom', styled: 'styled' },
  });
  const start = new Set(['react', 'react-dom', 'styled', 'app'].map(compilation.chunk));
  assert.deepEqual(layersByName(chunkLayers(compilation, start)), {
    react: 0,
    'react-dom': 1,
    styled: 1,
    app: 2,
  });
});

test('a consumer never shares a file with the copy it waits for', () => {
  const compilation = fakeCompilation({
    chunks: { react: 1, 'react-dom': 1, app: 1 },
    consumes: { 'react-dom': ['react'], app: ['react-dom'] },
    offers: { react: 'react', 'react-dom': 'react-dom' },
  });
  const plugin = new StartupChunksPlugin('unused');
  plugin.layers = chunkLayers(
    compilation,
    new Set(['react', 'react-dom', 'app'].map(compilation.chunk)),
  );
  const { name, chunks } = plugin.cacheGroup();
  // A module both react-dom's chunk and the app's hold goes to the lower file: react-dom's
  // consumers wait for react's file (start-0), never for their own.
  assert.equal(name(null, [compilation.chunk('react-dom'), compilation.chunk('app')]), 'start-1');
  assert.equal(name(null, [compilation.chunk('react')]), 'start-0');
  assert.equal(chunks(compilation.chunk('app')), true);
  assert.equal(chunks({ id: 'lazy-page' }), false);
});

test('copies that consume each other are refused, not merged into a page that never starts', () => {
  const compilation = fakeCompilation({
    chunks: { a: 1, b: 1 },
    consumes: { a: ['b'], b: ['a'] },
    offers: { a: 'a', b: 'b' },
  });
  assert.throws(
    () => chunkLayers(compilation, new Set(['a', 'b'].map(compilation.chunk))),
    /consume each other/,
  );
});
