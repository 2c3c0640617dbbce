// Custom: the federation plugin shares whole packages; no option shares part of one.
//
// Shared libraries offered as facades of the names the storefront uses. A shared module loads
// whole, since the provider cannot know what another app will ask of it: react-router brought
// its data routers and server rendering (react-router-dom-shim.cjs), TanStack Query its
// suspense hooks, query observers and boundaries, styled-components its server-side style
// sheet, to a page that uses none of them. The
// shell provides the module written here under the library's key and every remote consumes
// it, so a name left out is undefined on the page: scripts/budget/shared-library-exports.test.mjs
// fails `npm test` when any app imports one (add it here, and deploy the shell, first).
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');
const { ROUTER_EXPORTS } = require('./react-router-dom-shim.cjs');
const { generatedModuleFile, writeIfChanged } = require('./write-if-changed.cjs');

/**
 * Each library's browser ES module build (by path, so the facade does not meet itself), the
 * names offered, and any other request the same names are imported by.
 */
const LIBRARY_FACADES = {
  'react-router': {
    entry: 'dist/production/index.mjs',
    exports: ROUTER_EXPORTS,
    importedAlsoAs: ['react-router-dom'],
  },
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
      'css',
      'isStyledComponent',
      'keyframes',
      'useTheme',
      'withTheme',
    ],
  },
};

/**
 * A package's installed folder, for a package name or a subpath of one (`react/jsx-runtime`).
 * Read from disk: some packages (react-intl) do not export their package.json.
 */
function installedPackageDir(name) {
  const segments = name.split('/').slice(0, name.startsWith('@') ? 2 : 1);
  return path.join(repoRoot, 'node_modules', ...segments);
}

function entryFile(name) {
  return path.join(installedPackageDir(name), LIBRARY_FACADES[name].entry);
}

/** The module provided and consumed under the library's shared key. */
function libraryFacade(name) {
  const source = [
    '// Written by scripts/webpack/library-facades.cjs; do not edit.',
    `export { ${LIBRARY_FACADES[name].exports.join(', ')} } from ${JSON.stringify(entryFile(name))};`,
    '',
  ].join('\n');
  const file = `${name.replace(/[@/]/g, '_')}.mjs`;
  return writeIfChanged(generatedModuleFile(file), source);
}

module.exports = { LIBRARY_FACADES, installedPackageDir, libraryFacade };
