// node --test scripts/webpack/
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { stripMessageDescriptions } = require('./strip-message-descriptions-loader.cjs');

const source = `export const messages = defineMessages({
  title: { id: 'shop.title', defaultMessage: 'Tienda', description: 'Title of the shop page' },
  leave: {
    id: 'geo.leave',
    description: "Button: the visitor is not in the shop's country",
    defaultMessage: 'Salir',
  },
  confirm: {
    id: 'geo.confirm',
    defaultMessage: 'Sí, {count, plural, one {# producto} other {# productos}}',
    description:
      'Title of the modal shown when the visitor ' +
      'seems to be in another country',
  },
});
`;

test('every message description is removed and the other properties are kept', () => {
  const stripped = stripMessageDescriptions(source);
  assert.doesNotMatch(stripped, /description/);
  for (const kept of ["id: 'shop.title'", "defaultMessage: 'Tienda'", "defaultMessage: 'Salir'"]) {
    assert.ok(stripped.includes(kept), kept);
  }
  assert.ok(stripped.includes("'Sí, {count, plural, one {# producto} other {# productos}}',"));
});

test('the lines keep their numbers, so source maps stay right', () => {
  const stripped = stripMessageDescriptions(source);
  assert.equal(stripped.split('\n').length, source.split('\n').length);
  assert.equal(stripped.split('\n')[13], '  },');
});

test('what is left is still valid JavaScript', () => {
  const stripped = stripMessageDescriptions(source).replace('export const', 'const');
  const defineMessages = (messages) => messages;
  const messages = new Function('defineMessages', `${stripped}; return messages;`)(defineMessages);
  assert.deepEqual(messages.leave, { id: 'geo.leave', defaultMessage: 'Salir' });
  assert.equal(Object.keys(messages.confirm).length, 2);
});
