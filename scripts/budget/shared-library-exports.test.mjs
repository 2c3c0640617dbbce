// The shared router and the other shared libraries with facades are the names the storefront
// uses (scripts/webpack/library-facades.cjs, react-router-dom-shim.cjs): a name
// outside those lists would be undefined on the page, which neither TypeScript (each library's
// own types) nor webpack (a shared module's exports are unknown to the consumer's build) can
// see. Reads sources, so it runs before any build.
//   node --test scripts/budget/
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { LIBRARY_FACADES } = require('../webpack/library-facades.cjs');

/** Each list of names a page offers, with the imports it answers and where it is written. */
const OFFERED = Object.entries(LIBRARY_FACADES).map(([name, facade]) => ({
  modules: [name, ...(facade.importedAlsoAs ?? [])],
  names: facade.exports,
  listedIn: `LIBRARY_FACADES['${name}'] in scripts/webpack/library-facades.cjs`,
}));

const sourceRoots = [
  'shared/src',
  'shell/src',
  'mf-catalog/src',
  'mf-cart-checkout/src',
  'mf-orders/src',
  'mf-wallet/src',
  'mf-geo-pickup/src',
];
// Tests and test helpers run under jest with the whole libraries, never on a page; so does the
// code only the first view's server bundles build (scripts/webpack/server-bundle-config.cjs).
const isPageCode = (file) => /\.[cm]?[jt]sx?$/.test(file) && !/\.test\.[cm]?[jt]sx?$/.test(file);
const isServerOnly = (file) =>
  file.split(path.sep).includes('server') || file.endsWith(path.join('first-view', 'server.ts'));

function files(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') found.push(...files(full));
    } else if (isPageCode(entry.name) && !isServerOnly(full)) found.push(full);
  }
  return found;
}

const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:([\w$]+)\s*,?\s*)?(\{[^}]*\})?\s*from\s+['"]([^'"]+)['"]/g;

/** The values (not types) a file imports from each module, `default` for a default import. */
export function valueImports(text) {
  const names = [];
  for (const [statement, typeOnly, defaultName, list, from] of text.matchAll(IMPORT)) {
    if (typeOnly) continue;
    if (defaultName && statement.startsWith('import')) names.push({ from, name: 'default' });
    for (const item of list?.slice(1, -1).split(',') ?? []) {
      const name = item
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push({ from, name });
    }
  }
  return names;
}

test('the parser sees value imports and skips type imports', () => {
  const text = [
    "import { Link, type To, useNavigate as go } from 'react-router';",
    "import type { Location } from 'react-router-dom';",
    "import styled, { css } from 'styled-components';",
    "export { useQuery } from '@tanstack/react-query';",
  ].join('\n');
  assert.deepEqual(valueImports(text), [
    { from: 'react-router', name: 'Link' },
    { from: 'react-router', name: 'useNavigate' },
    { from: 'styled-components', name: 'default' },
    { from: 'styled-components', name: 'css' },
    { from: '@tanstack/react-query', name: 'useQuery' },
  ]);
});

test('every app imports only what the shared libraries offer on the page', () => {
  const missing = [];
  for (const sourceRoot of sourceRoots) {
    for (const file of files(path.join(root, sourceRoot))) {
      for (const { from, name } of valueImports(readFileSync(file, 'utf8'))) {
        const offered = OFFERED.find((entry) => entry.modules.includes(from));
        if (offered && !offered.names.includes(name)) {
          missing.push(`${path.relative(root, file)}: ${name} (add it to ${offered.listedIn})`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
});

test('every name offered exists in the installed library', async () => {
  for (const { modules, names } of OFFERED) {
    const library = await import(require.resolve(modules[0], { paths: [root] }));
    assert.deepEqual(
      names.filter((name) => !(name in library)),
      [],
      modules[0],
    );
  }
});
