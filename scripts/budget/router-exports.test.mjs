// The shared router is react-router's declarative part only (scripts/webpack/
// react-router-dom-shim.cjs): a name outside ROUTER_EXPORTS would be undefined on the page,
// which neither TypeScript (react-router's own types) nor webpack (a shared module's exports
// are unknown to the consumer's build) can see. Reads sources, so it runs before any build.
//   node --test scripts/budget/
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { ROUTER_EXPORTS } = require('../webpack/react-router-dom-shim.cjs');

const sourceRoots = [
  'shared/src',
  'shell/src',
  'mf-catalog/src',
  'mf-cart-checkout/src',
  'mf-orders/src',
  'mf-wallet/src',
  'mf-geo-pickup/src',
];
// Tests and test helpers run under jest with the whole of react-router, never on a page.
const isPageCode = (file) => /\.[cm]?[jt]sx?$/.test(file) && !/\.test\.[cm]?[jt]sx?$/.test(file);
const ROUTER_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g;

function files(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') found.push(...files(full));
    } else if (isPageCode(entry.name)) found.push(full);
  }
  return found;
}

/** The values (not types) a file imports from react-router or react-router-dom. */
export function routerValueImports(text) {
  const names = [];
  for (const [, typeOnly, list] of text.matchAll(ROUTER_IMPORT)) {
    if (typeOnly) continue;
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

test('the parser sees value imports and skips type imports', () => {
  const text = [
    "import { Link, type To, useNavigate as go } from 'react-router';",
    "import type { Location } from 'react-router-dom';",
  ].join('\n');
  assert.deepEqual(routerValueImports(text), ['Link', 'useNavigate']);
});

test('every app imports only what the shared router provides', () => {
  const offered = new Set(ROUTER_EXPORTS);
  const missing = [];
  for (const sourceRoot of sourceRoots) {
    for (const file of files(path.join(root, sourceRoot))) {
      for (const name of routerValueImports(readFileSync(file, 'utf8'))) {
        if (!offered.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(
    missing,
    [],
    'add these to ROUTER_EXPORTS in scripts/webpack/react-router-dom-shim.cjs',
  );
});

test('every name offered exists in the installed react-router', () => {
  const reactRouter = require(require.resolve('react-router', { paths: [root] }));
  assert.deepEqual(
    ROUTER_EXPORTS.filter((name) => !(name in reactRouter)),
    [],
  );
});
