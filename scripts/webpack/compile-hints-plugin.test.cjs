// node --test scripts/webpack/
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const webpack = require('webpack');
const { SourceMapConsumer } = require('source-map-js');
const { COMPILE_HINT, CompileHintsPlugin, remoteLoadFiles } = require('./compile-hints-plugin.cjs');

/** A compilation as remoteLoadFiles reads it: entry points and named chunk groups of files. */
function fakeRemoteCompilation({ entry, groups }) {
  const chunksOf = (files) => files.map((file) => ({ files: new Set([file]) }));
  return {
    errors: [],
    entrypoints: new Map(
      Object.entries(entry).map(([name, files]) => [name, { chunks: chunksOf(files) }]),
    ),
    namedChunkGroups: new Map(
      Object.entries(groups).map(([name, files]) => [name, { chunks: chunksOf(files) }]),
    ),
  };
}

test('a remote hints its container entry and its eager modules, not the ones that wait', () => {
  const compilation = fakeRemoteCompilation({
    entry: { mf_geo: ['remoteEntry.js'] },
    groups: {
      __federation_expose_AddressPicker: ['12.js', 'AddressPicker.js'],
      __federation_expose_PickupPointPicker: ['34.js', 'PickupPointPicker.js'],
    },
  });
  const files = remoteLoadFiles(compilation, {
    container: 'mf_geo',
    exposes: { './AddressPicker': 'a.tsx', './PickupPointPicker': 'b.tsx' },
    policies: { 'mf_geo/AddressPicker': 'eager', 'mf_geo/PickupPointPicker': 'visible' },
  });
  assert.deepEqual([...files].sort(), ['12.js', 'AddressPicker.js', 'remoteEntry.js']);
  assert.deepEqual(compilation.errors, []);
});

test('an eager module whose chunks the build lacks fails the build instead of losing its hint', () => {
  const compilation = fakeRemoteCompilation({ entry: { mf_geo: ['remoteEntry.js'] }, groups: {} });
  remoteLoadFiles(compilation, {
    container: 'mf_geo',
    exposes: { './AddressPicker': 'a.tsx' },
    policies: { 'mf_geo/AddressPicker': 'eager' },
  });
  assert.match(String(compilation.errors[0]), /mf_geo\/AddressPicker is eager/);
});

/** Builds `files` (name → source) with webpack in production, with the shell's plugin options. */
function build(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHintsPlugin({ startModule: path.join(dir, 'index.js') })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const out = path.join(dir, 'dist');
      const read = (file) => fs.readFileSync(path.join(out, file), 'utf8');
      resolve({ dir, out, read, scripts: fs.readdirSync(out).filter((f) => f.endsWith('.js')) });
    });
  });
}

test('the shell hints its entry and start-up chunks, keeps lazy ones lazy, and maps stay true', async () => {
  const built = await build({
    'index.js': "import('./bootstrap').then((app) => app.start());\n",
    'bootstrap.js': [
      'export function start() {',
      "  document.title = 'compiled as it downloads';",
      "  document.body.onclick = () => import('./later').then((later) => later.open());",
      '}',
      '',
    ].join('\n'),
    'later.js': "export function open() {\n  document.title = 'compiled when called';\n}\n",
  });
  try {
    const withText = (text) => built.scripts.find((file) => built.read(file).includes(text));
    const startFile = withText('compiled as it downloads');
    const lazyFile = withText('compiled when called');
    const entryFile = built.scripts.find((file) => file.startsWith('main.'));
    assert.ok(startFile && lazyFile && entryFile && new Set([startFile, lazyFile]).size === 2);
    assert.ok(built.read(entryFile).startsWith(COMPILE_HINT), `${entryFile} is hinted`);
    assert.ok(built.read(startFile).startsWith(COMPILE_HINT), `${startFile} is hinted`);
    assert.ok(!built.read(lazyFile).includes('allFunctionsCalledOnLoad'), `${lazyFile} is lazy`);
    // The hint is one line more at the top: the source map still points at the source.
    const code = built.read(startFile);
    const at = code.indexOf('compiled as it downloads');
    const line = code.slice(0, at).split('\n').length;
    const column = at - code.lastIndexOf('\n', at) - 1;
    const map = new SourceMapConsumer(JSON.parse(built.read(`${startFile}.map`)));
    const original = map.originalPositionFor({ line, column });
    assert.match(String(original.source), /bootstrap\.js$/);
    assert.equal(original.line, 2);
  } finally {
    fs.rmSync(built.dir, { recursive: true, force: true });
  }
});
