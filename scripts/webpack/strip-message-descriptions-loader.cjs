// Removes the `description` of every react-intl message from a feature's `messages.ts` before
// it is compiled for the browser. A description is written for translators (the formatjs CLI
// extracts it from the source, which keeps it); react-intl never reads it at run time, yet each
// one shipped in every bundle: about 2 KB brotli on the shop page's first load alone.
//
// Only files named messages.ts(x) are touched (STYLE.md: messages live beside their feature in
// that file, and nothing else is declared there), and only a `description:` property whose
// value is one string literal or a `+` chain of them. The removed text is replaced by the
// newlines it held, so every later line keeps its number and the source maps stay right.

/** One JavaScript string literal: quoted, or a template without substitutions. */
const stringLiteral = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.)*\`)`;
const descriptionProperty = new RegExp(
  String.raw`\bdescription\s*:\s*${stringLiteral}(?:\s*\+\s*${stringLiteral})*\s*,?`,
  'g',
);

/** The text with every message description taken out, its newlines left in place. */
function stripMessageDescriptions(source) {
  return source.replace(descriptionProperty, (match) => match.replace(/[^\n]/g, ''));
}

/** @this {import('webpack').LoaderContext<unknown>} */
function stripMessageDescriptionsLoader(source, map) {
  this.callback(null, stripMessageDescriptions(source), map);
}

module.exports = stripMessageDescriptionsLoader;
module.exports.stripMessageDescriptions = stripMessageDescriptions;
module.exports.stringLiteral = stringLiteral;
