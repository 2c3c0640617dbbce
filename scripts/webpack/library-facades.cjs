// Shared libraries offered as facades of the names the storefront uses, like the router
// (react-router-dom-shim.cjs). A shared module loads whole, since the provider cannot know what
// another app will ask of it: TanStack Query brought its suspense hooks, query observers and
// boundaries, styled-components its server-side style sheet, to a page that uses neither. The
// shell provides the module written here under the library's key and every remote consumes
// it, so a name left out is undefined on the page: scripts/budget/shared-library-exports.test.mjs
// fails `npm test` when any app imports one (add it here, and deploy the shell, first).
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');
const { writeIfChanged } = require('./write-if-changed.cjs');

/** Each library's browser ES module build (by path, so the facade does not meet itself). */
const LIBRARY_FACADES = {
  '@tanstack/react-query': {
    entry: 'build/modern/index.js',
    exports: [
      'QueryClient',
      'QueryClientProvider',
      'dehydrate',
      'hashKey',
      'hydrate',
      'infiniteQueryOptions',
      'keepPreviousData',
      'queryOptions',
      'skipToken',
      'useInfiniteQuery',
      'useIsFetching',
      'useIsMutating',
      'useMutation',
      'useQuery',
      'useQueryClient',
    ],
  },
  'react-intl': {
    entry: 'index.js',
    exports: [
      'FormattedMessage',
      'IntlContext',
      'IntlProvider',
      'ReactIntlErrorCode',
      'RawIntlProvider',
      'createIntl',
      'createIntlCache',
      'defineMessage',
      'defineMessages',
      'useIntl',
    ],
  },
  'styled-components': {
    entry: 'dist/styled-components.browser.esm.js',
    exports: [
      'default',
      'ThemeConsumer',
      'ThemeContext',
      'ThemeProvider',
      'createGlobalStyle',
      'css',
      'isStyledComponent',
      'keyframes',
      'useTheme',
      'withTheme',
    ],
  },
};

// From the installed folder: some packages (react-intl) do not export their package.json.
function entryFile(name) {
  return path.join(repoRoot, 'node_modules', ...name.split('/'), LIBRARY_FACADES[name].entry);
}

/** The module provided and consumed under the library's shared key. */
function libraryFacade(name) {
  const source = [
    '// Written by scripts/webpack/library-facades.cjs; do not edit.',
    `export { ${LIBRARY_FACADES[name].exports.join(', ')} } from ${JSON.stringify(entryFile(name))};`,
    '',
  ].join('\n');
  const file = `${name.replace(/[@/]/g, '_')}.mjs`;
  return writeIfChanged(
    path.join(repoRoot, 'node_modules', '.cache', 'barrio-webpack', file),
    source,
  );
}

module.exports = { LIBRARY_FACADES, libraryFacade };
