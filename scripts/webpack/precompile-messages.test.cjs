// node --test scripts/webpack/
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const { precompileCatalogue, precompileDefaultMessages } = require('./precompile-messages.cjs');
const loader = require('./precompile-messages.cjs');
const { repoRoot } = require('./apps.cjs');

// ES module only; the tests import it once.
const intlMessageFormat = import('intl-messageformat').then((module) => module.IntlMessageFormat);

const source = `export const messages = defineMessages({
  title: { id: 'shop.title', defaultMessage: 'Tienda' },
  count: {
    id: 'cart.count',
    defaultMessage:
      '{count, plural, one {# producto} other {# productos}} ' +
      'en tu carrito',
  },
  quoted: { id: 'x.quoted', defaultMessage: "Escribe '{'nombre'}' o <b>{name}</b>" },
});
const after = 1;
`;

function runLoader(resourcePath, text) {
  let result;
  const context = {
    resourcePath,
    callback: (error, output) => {
      result = { error, output };
    },
  };
  const returned = loader.call(context, text, undefined);
  return result ?? { error: null, output: returned };
}

test('every defaultMessage literal becomes the syntax tree of its message', async () => {
  const compiled = precompileDefaultMessages(source);
  assert.doesNotMatch(compiled, /defaultMessage:\s*['"]/);
  const defineMessages = (messages) => messages;
  const messages = new Function(
    'defineMessages',
    `${compiled.replace('export const', 'const')}; return messages;`,
  )(defineMessages);
  const IntlMessageFormat = await intlMessageFormat;
  const format = (message, values) => new IntlMessageFormat(message, 'es-MX').format(values);
  assert.equal(format(messages.title.defaultMessage), 'Tienda');
  assert.equal(format(messages.count.defaultMessage, { count: 3 }), '3 productos en tu carrito');
  assert.equal(
    format(messages.quoted.defaultMessage, { name: 'Ana', b: (chunks) => `[${chunks}]` }),
    'Escribe {nombre} o [Ana]',
  );
});

test('the lines keep their numbers, so source maps stay right', () => {
  const compiled = precompileDefaultMessages(source);
  assert.equal(compiled.split('\n').length, source.split('\n').length);
  assert.equal(compiled.split('\n')[10], 'const after = 1;');
});

test('a defaultMessage that is not a literal fails the build, naming the file and line', () => {
  const { error } = runLoader(
    '/app/src/features/x/messages.ts',
    "const a = { id: 'a', defaultMessage: 'ok' };\nconst b = { id: 'b', defaultMessage: text };\n",
  );
  assert.match(error.message, /messages\.ts:2: a defaultMessage must be a string literal/);
});

test('a defaultMessage that is not valid ICU fails the build', () => {
  const { error } = runLoader('/app/src/m.ts', "const a = { id: 'a', defaultMessage: 'Hola {' };");
  assert.match(error.message, /is not valid ICU/);
});

test('a file without messages is left as it is', () => {
  const text = 'export const x = 1;\n';
  assert.equal(runLoader('/app/src/x.ts', text).output, text);
});

test('every catalogue in the repository compiles, and formats as its strings do', async () => {
  const IntlMessageFormat = await intlMessageFormat;
  const folders = [
    'shared',
    'shell',
    ...fs.readdirSync(repoRoot).filter((name) => name.startsWith('mf-')),
  ];
  let checked = 0;
  for (const folder of folders) {
    const langDir = path.join(repoRoot, folder, 'src', 'lang');
    if (!fs.existsSync(langDir)) continue;
    for (const file of fs.readdirSync(langDir).filter((name) => name.endsWith('.json'))) {
      const catalogue = JSON.parse(fs.readFileSync(path.join(langDir, file), 'utf8'));
      const compiled = JSON.parse(
        runLoader(path.join(langDir, file), JSON.stringify(catalogue)).output,
      );
      assert.deepEqual(Object.keys(compiled), Object.keys(catalogue));
      for (const [id, message] of Object.entries(catalogue)) {
        // The tree shipped is the one the browser would have parsed from the string.
        const fromString = new IntlMessageFormat(message, 'es-MX').getAst();
        assert.deepEqual(compiled[id], fromString, `${folder}/${file} ${id}`);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 100, `only ${checked} messages found`);
});

test('a catalogue message that is not a string is refused', () => {
  assert.throws(() => precompileCatalogue({ a: 1 }), /message a is not a string/);
});
