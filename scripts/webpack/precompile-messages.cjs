// Custom: formatjs compiles no JSON catalogue as webpack imports it (its CLI writes files).
//
// Messages reach the browser already parsed. react-intl formats an ICU message string by
// parsing it first, with a parser (and the number and date skeleton parser behind it) that
// weighs about 7 KB brotli on the shop page's first load, and it parses each message again on
// every page load, on the main thread, while the first screen renders. Parsed at build time, a
// message is the syntax tree react-intl formats directly, and browser builds resolve the parser
// to its `no-parser` build (create-config.cjs).
//
// - The messages of every feature (`defineMessages`, `formatMessage`, `<FormattedMessage>`),
//   read when a catalogue could not be downloaded: babel-plugin-formatjs with `ast`. It also
//   drops each `description` (written for translators, whom the formatjs CLI serves from the
//   source; react-intl never reads it) and keeps `defaultMessage`, the fallback. A message that
//   is not statically known, or not valid ICU, fails the build, naming the file and line; a
//   descriptor written outside those calls fails ESLint (eslint.config.mjs).
//   (@swc/plugin-formatjs would do the same inside swc-loader, but no published release of it
//   fits the plugin interface of our @swc/core: see docs/speed.md.)
// - The compiled catalogues of src/lang/<locale>.json: the loader below.
const path = require('node:path');
const { parse } = require('@formatjs/icu-messageformat-parser');

/** The catalogue `{ id: message }` with every message as its syntax tree. */
function precompileCatalogue(catalogue) {
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    if (typeof message !== 'string') throw new Error(`message ${id} is not a string`);
    compiled[id] = parse(message);
  }
  return compiled;
}

/**
 * The loader create-config.cjs applies to the app's catalogues.
 * @this {import('webpack').LoaderContext<unknown>}
 */
function precompileCatalogueLoader(source) {
  try {
    return JSON.stringify(precompileCatalogue(JSON.parse(source)));
  } catch (error) {
    throw new Error(`${this.resourcePath}: ${error.message}`);
  }
}

/** babel-plugin-formatjs, over source that swc-loader compiles afterwards. */
function formatjsLoader(parserPlugins) {
  return {
    loader: require.resolve('babel-loader'),
    options: {
      babelrc: false,
      configFile: false,
      // The output is still TypeScript and JSX: Babel only reprints it.
      parserOpts: { plugins: parserPlugins },
      plugins: [
        [require.resolve('babel-plugin-formatjs'), { ast: true, removeDefaultMessage: false }],
      ],
    },
  };
}

/**
 * The rules that compile an app's messages and catalogues (its own files, not node_modules),
 * for the browser build and the server bundle alike. Pre: they read the source as written.
 */
function precompiledMessagesRules() {
  const ownFile = (file) => !file.includes(`${path.sep}node_modules${path.sep}`);
  return [
    // `<T>value` casts are valid in .ts files only, JSX in .tsx files only.
    { test: /\.[cm]?ts$/, include: ownFile, enforce: 'pre', use: formatjsLoader(['typescript']) },
    {
      test: /\.(?:tsx|[cm]?jsx?)$/,
      include: ownFile,
      enforce: 'pre',
      use: formatjsLoader(['typescript', 'jsx']),
    },
    {
      test: /[\\/]src[\\/]lang[\\/][^\\/]+\.json$/,
      include: ownFile,
      type: 'json',
      loader: __filename,
    },
  ];
}

/** `resolve.alias` for builds whose messages are all compiled: the parser's own build without it. */
function withoutIcuParser() {
  return {
    '@formatjs/icu-messageformat-parser$':
      require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
  };
}

module.exports = precompileCatalogueLoader;
module.exports.precompiledMessagesRules = precompiledMessagesRules;
module.exports.withoutIcuParser = withoutIcuParser;
module.exports.precompileCatalogue = precompileCatalogue;
