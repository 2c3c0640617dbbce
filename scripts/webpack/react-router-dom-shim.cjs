// Custom: the federation plugin shares whole packages; no option shares part of one.
//
// The router every app on the page shares, written as two small modules the builds resolve
// `react-router` and `react-router-dom` to.
//
// A shared module loads whole: shared as it is, react-router 7 brought its data routers, server
// rendering, sessions and cookie parsing to every page (about 50 KB brotli). The storefront uses
// the declarative router (BrowserRouter, Routes, links and hooks), so the shared `react-router`
// is a module re-exporting exactly that part (written by library-facades.cjs, like the other
// libraries shared that way), and the rest is left out of the build.
// `ROUTER_EXPORTS` is the page's router API: a name outside it is undefined at run time, so
// scripts/budget/shared-library-exports.test.mjs fails the test run when any app imports one
// (add it here first; the shell then provides it to every remote).
//
// react-router-dom 7 is `export * from "react-router"` plus two DOM routers. Shared under
// federation, that star re-export is dropped from a container that provides react-router-dom
// without using it itself, so a remote consuming it from there got an object without
// useNavigate & co: its shim lists the same names explicitly, from the one shared react-router.
// `react-router/dom` (HydratedRouter, the flushSync RouterProvider) reaches react-router's
// internals by relative path, past the shared module, and so shipped a second 62 KB router
// inside whichever app bundled it: it is not offered.
const { generatedModuleFile, writeIfChanged } = require('./write-if-changed.cjs');

const ROUTER_EXPORTS = [
  // Routers and route elements
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  // Hooks of the declarative router
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  // Path and route utilities
  'NavigationType',
  'createPath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'createSearchParams',
  'generatePath',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'renderMatches',
  'resolvePath',
  // The contexts test renderers and route-aware components read
  'UNSAFE_LocationContext',
  'UNSAFE_NavigationContext',
  'UNSAFE_RouteContext',
];

/** What `react-router-dom` resolves to in every app: the same names, from the shared router. */
function reactRouterDomShim() {
  const source = [
    '// Written by scripts/webpack/react-router-dom-shim.cjs; do not edit.',
    `export { ${ROUTER_EXPORTS.join(', ')} } from 'react-router';`,
    '',
  ].join('\n');
  return writeIfChanged(generatedModuleFile('react-router-dom.mjs'), source);
}

module.exports = { ROUTER_EXPORTS, reactRouterDomShim };
