// Messages reach the browser already parsed. react-intl formats an ICU message string by
// parsing it first, with a parser (and the number and date skeleton parser behind it) that
// weighs about 7 KB brotli on the shop page's first load, and it parses each message again on
// every page load, on the main thread, while the first screen renders. Parsed here, at build
// time, a message is the syntax tree react-intl formats directly, and browser builds resolve
// the parser to its `no-parser` build (create-config.cjs).
//
// Two loaders share the parsing: `defaultMessage` string literals in the source (the messages
// of every feature, read when a catalogue could not be downloaded), and the compiled
// catalogues of src/lang/<locale>.json. A `defaultMessage` that is not a string literal
// cannot be parsed here and could not be formatted in the browser either: the build fails on
// it, naming the file.
const path = require('node:path');
const vm = require('node:vm');
const { parse } = require('@formatjs/icu-messageformat-parser');
const { stringLiteral } = require('./strip-message-descriptions-loader.cjs');

/** The syntax tree react-intl formats, as `IntlMessageFormat` would parse the message. */
function compileMessage(message) {
  return parse(message);
}

const defaultMessageProperty = new RegExp(
  String.raw`(\bdefaultMessage\s*:\s*)(${stringLiteral}(?:\s*\+\s*${stringLiteral})*)`,
  'g',
);
// What is left after compiling: a `defaultMessage` whose value is not a syntax tree.
const uncompiledDefaultMessage = /\bdefaultMessage\s*:(?!\s*\[)/;

/**
 * The source with every `defaultMessage` string literal (or `+` chain of them) replaced by its
 * syntax tree. The tree is written on one line followed by the newlines the literal held, so
 * every later line keeps its number and the source maps stay right.
 */
function precompileDefaultMessages(source) {
  return source.replace(defaultMessageProperty, (_match, key, literal) => {
    // Only string literals and `+` match the pattern, so evaluating it runs no code.
    const message = vm.runInNewContext(literal);
    const newlines = literal.replace(/[^\n]/g, '');
    return `${key}${JSON.stringify(compileMessage(message))}${newlines}`;
  });
}

/** The catalogue `{ id: message }` with every message as its syntax tree. */
function precompileCatalogue(catalogue) {
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`message ${id} is not a string`);
    compiled[id] = compileMessage(message);
  }
  return compiled;
}

/** @this {import('webpack').LoaderContext<unknown>} */
function precompileDefaultMessagesLoader(source, map) {
  if (!source.includes('defaultMessage')) {
    this.callback(null, source, map);
    return;
  }
  let compiled;
  try {
    compiled = precompileDefaultMessages(source);
  } catch (error) {
    this.callback(
      new Error(`a defaultMessage in ${this.resourcePath} is not valid ICU: ${error.message}`),
    );
    return;
  }
  const left = uncompiledDefaultMessage.exec(compiled);
  if (left) {
    const line = compiled.slice(0, left.index).split('\n').length;
    this.callback(
      new Error(
        `${this.resourcePath}:${line}: a defaultMessage must be a string literal so that it is ` +
          'compiled at build time (scripts/webpack/precompile-messages.cjs)',
      ),
    );
    return;
  }
  this.callback(null, compiled, map);
}

/** @this {import('webpack').LoaderContext<unknown>} */
function precompileCatalogueLoader(source) {
  try {
    return JSON.stringify(precompileCatalogue(JSON.parse(source)));
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error.message}`);
  }
}

/**
 * The loader create-config.cjs applies to the app's own source files and catalogues.
 * @this {import('webpack').LoaderContext<unknown>}
 */
function precompileMessagesLoader(source, map) {
  if (this.resourcePath.endsWith('.json')) return precompileCatalogueLoader.call(this, source);
  return precompileDefaultMessagesLoader.call(this, source, map);
}

/**
 * The rules that compile an app's messages and catalogues (its own files, not node_modules),
 * for the browser build and the server bundle alike. Pre: they read the source as written.
 */
function precompiledMessagesRules() {
  const loader = __filename;
  const ownFile = (file) => !file.includes(`${path.sep}node_modules${path.sep}`);
  return [
    { test: /\.[cm]?[jt]sx?$/, include: ownFile, enforce: 'pre', loader },
    { test: /[\\/]src[\\/]lang[\\/][^\\/]+\.json$/, include: ownFile, type: 'json', loader },
  ];
}

/** `resolve.alias` for builds whose messages are all compiled: the parser's own build without it. */
function withoutIcuParser() {
  return {
    '@formatjs/icu-messageformat-parser$':
      require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
  };
}

module.exports = precompileMessagesLoader;
module.exports.precompiledMessagesRules = precompiledMessagesRules;
module.exports.withoutIcuParser = withoutIcuParser;
module.exports.compileMessage = compileMessage;
module.exports.precompileDefaultMessages = precompileDefaultMessages;
module.exports.precompileCatalogue = precompileCatalogue;
