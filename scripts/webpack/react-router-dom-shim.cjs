// react-router-dom 7 is `export * from "react-router"` plus two DOM routers. Shared under
// federation, that star re-export is dropped from a container that provides react-router-dom
// without using it itself, so a remote consuming it from there gets an object without
// useNavigate & co. An explicit list of re-exports keeps every name in every provider, and
// still resolves to the one shared react-router instance.
const fs = require('node:fs');
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');

function reactRouterExportNames() {
  const reactRouter = require(require.resolve('react-router', { paths: [repoRoot] }));
  return Object.keys(reactRouter)
    .filter(
      (name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name),
    )
    .sort();
}

/**
 * Writes the shim (when its content changed) and returns its path. Every name comes from
 * `react-router` alone: `react-router/dom` (HydratedRouter, the flushSync RouterProvider)
 * reaches react-router's internals by relative path, past the shared module, and so shipped a
 * second 62 KB router inside whichever app bundled it. No app uses those two; `RouterProvider`
 * still comes from the shared `react-router`.
 */
function reactRouterDomShim() {
  const names = reactRouterExportNames();
  const source = [
    '// Written by scripts/webpack/react-router-dom-shim.cjs; do not edit.',
    `export { ${names.join(', ')} } from 'react-router';`,
    '',
  ].join('\n');
  const dir = path.join(repoRoot, 'node_modules', '.cache', 'barrio-webpack');
  const file = path.join(dir, 'react-router-dom.mjs');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source)
    fs.writeFileSync(file, source);
  return file;
}

module.exports = { reactRouterDomShim, reactRouterExportNames };
