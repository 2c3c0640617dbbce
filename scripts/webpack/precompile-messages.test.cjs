// node --test scripts/webpack/
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');
const babel = require('@babel/core');
const swc = require('@swc/core');
const { precompileCatalogue, precompiledMessagesRules } = require('./precompile-messages.cjs');
const loader = require('./precompile-messages.cjs');
const { repoRoot } = require('./apps.cjs');

// ES module only; the tests import it once.
const intlMessageFormat = import('intl-messageformat').then((module) => module.IntlMessageFormat);

const source = `import { defineMessages } from 'react-intl';

type Values = { title: Record<string, never> };
export const messages = defineMessages<Values>({
  title: { id: 'shop.title', defaultMessage: 'Tienda', description: 'The shop page heading' },
  count: {
    id: 'cart.count',
    defaultMessage:
      '{count, plural, one {# producto} other {# productos}} ' +
      'en tu carrito',
    description: \`The number of products
in the cart\`,
  },
  quoted: { id: 'x.quoted', defaultMessage: "Escribe '{'nombre'}' o <b>{name}</b>" },
});
`;

/** The source as the build's Babel step (babel-plugin-formatjs) leaves it for swc-loader. */
function compileSource(filename, text) {
  const rule = precompiledMessagesRules().find((candidate) => candidate.test.test(filename));
  const { options } = rule.use;
  return babel.transformSync(text, { ...options, filename }).code;
}

function runLoader(resourcePath, text) {
  return loader.call({ resourcePath }, text);
}

test('every defaultMessage becomes the syntax tree of its message', async () => {
  const compiled = compileSource('/app/src/features/x/messages.ts', source);
  assert.doesNotMatch(compiled, /defaultMessage:\s*['"`]/);
  // Then compiled as swc-loader does, and run with a stand-in for react-intl.
  const { code } = swc.transformSync(compiled, {
    jsc: { parser: { syntax: 'typescript' } },
    module: { type: 'commonjs' },
  });
  const exported = {};
  new Function('exports', 'require', code)(exported, () => ({ defineMessages: (d) => d }));
  const { messages } = exported;
  const IntlMessageFormat = await intlMessageFormat;
  const format = (message, values) => new IntlMessageFormat(message, 'es-MX').format(values);
  assert.equal(format(messages.title.defaultMessage), 'Tienda');
  assert.equal(format(messages.count.defaultMessage, { count: 3 }), '3 productos en tu carrito');
  assert.equal(
    format(messages.quoted.defaultMessage, { name: 'Ana', b: (chunks) => `[${chunks}]` }),
    'Escribe {nombre} o [Ana]',
  );
});

test('descriptions are left out', () => {
  const compiled = compileSource('/app/src/features/x/messages.ts', source);
  assert.doesNotMatch(compiled, /description|shop page heading|in the cart/);
});

test('a component message is compiled too', () => {
  const compiled = compileSource(
    '/app/src/x.tsx',
    "import { FormattedMessage } from 'react-intl';\n" +
      'export const X = () => <FormattedMessage id="a" defaultMessage="Hola" description="d" />;\n',
  );
  assert.match(compiled, /defaultMessage=\{\[/);
  assert.doesNotMatch(compiled, /description/);
});

test('a defaultMessage that is not known at build time fails the build, naming the file', () => {
  assert.throws(
    () =>
      compileSource(
        '/app/src/features/x/messages.ts',
        "import { defineMessages } from 'react-intl';\n" +
          "export const f = (text: string) => defineMessages({ a: { id: 'a', defaultMessage: text } });\n",
      ),
    /messages\.ts: \[React Intl\] Messages must be statically evaluate-able/,
  );
});

test('a defaultMessage that is not valid ICU fails the build', () => {
  assert.throws(
    () =>
      compileSource(
        '/app/src/m.ts',
        "import { defineMessages } from 'react-intl';\n" +
          "export const m = defineMessages({ a: { id: 'a', defaultMessage: 'Hola {' } });\n",
      ),
    /Message failed to parse/,
  );
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
      const compiled = JSON.parse(runLoader(path.join(langDir, file), JSON.stringify(catalogue)));
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
