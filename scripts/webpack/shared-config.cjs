// The shared singletons, declared once for the host and every remote. One copy of each
// library (and one bus, one theme context, one query cache) exists on a page however many
// remotes it loads.
const fs = require('node:fs');
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');

const libraries = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'rxjs',
  'styled-components',
  'react-intl',
  '@tanstack/react-query',
  // zod is deliberately not shared: a shared module cannot be tree-shaken, and the whole of
  // zod on the shell's first load weighs more (about 65 KB gzip) than each app's own
  // tree-shaken copy, which loads only with the remote that uses it.
];

// Entry points of the shared package that only the standalone dev harnesses and the tests
// use: never on a page the shell serves, so they are never offered as shared modules.
const devOnlyEntries = new Set(['./dev-harness', './testing']);

// Read from disk: some packages (react-intl) do not export their package.json.
function installedVersion(name) {
  const file = path.join(repoRoot, 'node_modules', ...name.split('/'), 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

function sharedPackageEntries() {
  const pkg = require(path.join(repoRoot, 'shared', 'package.json'));
  return Object.entries(pkg.exports)
    .filter(
      ([subpath, target]) =>
        subpath !== './package.json' && !devOnlyEntries.has(subpath) && typeof target === 'string',
    )
    .map(([subpath, target]) => ({
      shareKey: `@barrio/shared/${subpath.slice(2)}`,
      file: path.join(repoRoot, 'shared', target),
      version: pkg.version,
    }));
}

function createSharedConfig() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of libraries) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // Keyed by resolved file rather than by request: the shared package's own modules import
  // each other by relative path, and those imports must meet the same singleton (a second
  // bus instance would silently split the page's events).
  for (const entry of sharedPackageEntries()) {
    // An entry point declared but not written yet cannot be provided; nothing can import it either.
    if (!fs.existsSync(entry.file)) continue;
    shared[entry.file] = {
      shareKey: entry.shareKey,
      import: entry.file,
      singleton: true,
      version: entry.version,
      requiredVersion: `^${entry.version}`,
    };
  }
  return shared;
}

module.exports = { createSharedConfig, sharedPackageEntries, libraries };
