// What the host and every remote share at runtime, declared once. The rule (README, "Sharing
// by state"): a library is a singleton only when it holds state or identity that must exist
// once on a page (React and its contexts, the router, styled-components' theme, react-intl,
// TanStack Query's cache). Everything else is pure code: the shared package's entry points
// are offered under a version derived from their content, and each app accepts only the exact
// version it was built with, so a remote built against newer shared code brings its own copy
// and one built against the same code reuses whatever the page already loaded. The few
// instances the shared package itself holds (the bus, the storage listeners, the analytics
// accounts) are looked up on the page by a protocol key (shared/src/page-instance), so a
// second copy of the code still meets the one instance the shell created.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');
const { LIBRARY_FACADES, installedPackageDir, libraryFacade } = require('./library-facades.cjs');
const { filesUnder, sharedEntriesReached } = require('./shared-usage.cjs');

/** Held as singletons: one copy per page, at the version the shell provides. */
const libraries = [
  'react',
  // JSX compiles to calls into it: as a library of its own it was bundled into every chunk and
  // remote that renders, four copies on the shop page's first load.
  'react/jsx-runtime',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'react-intl',
  '@tanstack/react-query',
  // rxjs is not shared: only the bus uses it, through the one bus instance on the page, and a
  // shared module cannot be tree-shaken (the whole of rxjs weighs about 18 KB gzip against a
  // few KB for the Subject classes each app bundles).
  // zod is not shared either: the whole of zod on the shell's first load weighs more (about
  // 65 KB gzip) than each app's own tree-shaken copy, which loads only with the remote using it.
];

// Entry points of the shared package never offered as shared modules: the dev harnesses' and
// the tests' (never on a page the shell serves), the contracts (types and zod schemas
// that every app bundles tree-shaken: a shared module would load whole, zod included), and the
// domain rules (pure functions with no state to share: the shop page's first load uses a few
// of them, for prices, quantities and the cart, where the shared module brought all of them,
// checkout's, orders' and the wallet's too: 6 KB brotli against about 2 KB tree-shaken), and
// the first view's server side (only the Node bundles that render the first view import it).
const unsharedEntries = new Set([
  './dev-harness',
  './testing',
  './contract',
  './domain',
  './first-view/server',
  // Kept taps meet on `window` (a versioned key): the shell's entry needs its copy before
  // federation has started, and the hook is a few lines each remote bundles.
  './first-view/kept-taps',
  './first-view/use-kept-tap',
  // A registry of the parts each bundle declares, and a few lines over the island: each app
  // that has static parts bundles its own.
  './first-view/static-part',
  // A few lines the shell's entry needs before federation has started, as kept taps.
  './next-task',
  // A few lines each app that waits for an idle moment bundles.
  './on-idle',
]);

// The rules that put a price, a discount or a unit limit on the page: one copy for the whole page,
// the shell's, so that two remotes can never show two prices for one product, even when one of
// them was built from another version of the rules. A remote's production build bundles no copy
// (it takes the shell's); a development build, which may run alone in its harness, keeps its own
// as a fallback. Keyed by file like the other entries: domain/index.ts re-exports these rules by
// relative path, so every import of them, whatever entry it goes through, meets the page's copy.
const pageWideEntries = new Set(['./pricing']);

const sharedRoot = path.join(repoRoot, 'shared');
const sharedSource = path.join(sharedRoot, 'src');

// A subpath (`react/jsx-runtime`) has its package's version.
function installedVersion(name) {
  const file = path.join(installedPackageDir(name), 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/** The top-level folder of shared/src a file lives in ('domain', 'bus', …). */
const topFolder = (file) => path.relative(sharedSource, file).split(path.sep)[0];

/** The shared/src folders a folder's code imports by relative path. */
function importedFolders(folder) {
  const found = new Set();
  for (const file of filesUnder(path.join(sharedSource, folder))) {
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1]);
      if (target.startsWith(sharedSource + path.sep)) found.add(topFolder(target));
    }
  }
  found.delete(folder);
  return found;
}

/**
 * A version that changes exactly when the code an entry point is made of changes: its own
 * folder, the folders it imports (transitively) and the shared package's dependency ranges.
 * A prerelease of the package version, so that it stays valid semver (`0.1.0-c1a2b3c4d`).
 */
function contentVersion(folder, packageJson) {
  const folders = new Set([folder]);
  const pending = [folder];
  while (pending.length > 0) {
    for (const next of importedFolders(pending.pop())) {
      if (!folders.has(next)) {
        folders.add(next);
        pending.push(next);
      }
    }
  }
  const hash = createHash('sha256');
  hash.update(JSON.stringify(packageJson.dependencies ?? {}));
  for (const name of [...folders].sort()) {
    for (const file of filesUnder(path.join(sharedSource, name))) {
      hash.update(path.relative(sharedSource, file)).update('\0').update(fs.readFileSync(file));
    }
  }
  return `${packageJson.version}-c${hash.digest('hex').slice(0, 10)}`;
}

const readSharedPackageJson = () =>
  JSON.parse(fs.readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));

function sharedPackageEntries() {
  const pkg = readSharedPackageJson();
  return Object.entries(pkg.exports)
    .filter(
      ([subpath, target]) =>
        subpath !== './package.json' && !unsharedEntries.has(subpath) && typeof target === 'string',
    )
    .map(([subpath, target]) => {
      const file = path.join(sharedRoot, target);
      return {
        shareKey: `@barrio/shared/${subpath.slice(2)}`,
        pageWide: pageWideEntries.has(subpath),
        file,
        version: fs.existsSync(file) ? contentVersion(topFolder(file), pkg) : pkg.version,
      };
    });
}

/** The page-wide rules (pageWideEntries) and the version of them this build holds. */
function pageWideVersions() {
  return Object.fromEntries(
    sharedPackageEntries()
      .filter((entry) => entry.pageWide && fs.existsSync(entry.file))
      .map((entry) => [entry.shareKey, entry.version]),
  );
}

/**
 * The shared package's entry points an app offers: those its code reaches, or all of them.
 * An entry point declared but not written yet cannot be provided; nothing can import it either.
 */
function offeredEntries(appDir) {
  const reached = appDir ? entriesReachedBy(appDir) : null;
  return sharedPackageEntries().filter(
    (entry) => fs.existsSync(entry.file) && (!reached || reached.has(entry.file)),
  );
}

/** The entry files of the shared package an app could offer but does not (`offered`). */
function unofferedEntryFiles(offered) {
  const files = new Set(offered.map((entry) => entry.file));
  return sharedPackageEntries()
    .map((entry) => entry.file)
    .filter((file) => !files.has(file));
}

/** The singletons and their versions, as this build provides or requires them. */
function singletonVersions() {
  return Object.fromEntries(libraries.map((name) => [name, installedVersion(name)]));
}

/** The shared package's entry files the code under `appDir/src` reaches (shared-usage.cjs). */
function entriesReachedBy(appDir) {
  const pkg = readSharedPackageJson();
  return sharedEntriesReached({
    appSourceDir: path.join(appDir, 'src'),
    sharedSourceDir: sharedSource,
    packageName: pkg.name,
    exportsMap: pkg.exports,
    sharedRoot,
  });
}

/**
 * @param {{ offered?: ReturnType<typeof offeredEntries>, singletonsFromShell?: boolean }} [options]
 *   `offered`: the shared package's entry points the app offers (offeredEntries(appDir); all of
 *   them without it). `singletonsFromShell`: a remote built to
 *   run only next to the shell (one using the shell's federation runtime) takes every singleton
 *   from the shell and bundles no copy of its own: a copy it would never load, that still cost
 *   each remoteEntry.js a registration and a chunk map entry per chunk. The deploy check keeps
 *   the shell's singleton versions within the remote's ranges (barrio-compat.json).
 */
function createSharedConfig({ offered = offeredEntries(), singletonsFromShell = false } = {}) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const [name, version] of Object.entries(singletonVersions())) {
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The names the apps use, not the whole library (library-facades.cjs: the declarative router,
  // TanStack Query, react-intl, styled-components): what every app provides and falls back to.
  for (const name of Object.keys(LIBRARY_FACADES)) shared[name].import = libraryFacade(name);
  if (singletonsFromShell) {
    // Except react-router-dom: the shell imports `react-router` only, so it never provides that
    // key, and a remote importing it keeps its own shim (names re-exported from the shared
    // react-router, a few hundred bytes).
    for (const name of libraries) if (name !== 'react-router-dom') shared[name].import = false;
  }
  // Keyed by resolved file rather than by request: the shared package's own modules import
  // each other by relative path, and those imports must meet the same shared module.
  // The page-wide rules are provided by every build that may be the page's first (the shell, a
  // development harness), even one whose own code never prices anything: a remote counts on them.
  for (const entry of sharedPackageEntries()) {
    if (!entry.pageWide || !fs.existsSync(entry.file)) continue;
    shared[entry.file] = {
      shareKey: entry.shareKey,
      import: singletonsFromShell ? false : entry.file,
      singleton: true,
      version: entry.version,
      // Whatever version the page holds: the shell's copy wins, by design (the deploy check says
      // so when a remote was built from other rules).
      requiredVersion: false,
    };
  }
  for (const entry of offered) {
    if (entry.pageWide) continue;
    shared[entry.file] = {
      shareKey: entry.shareKey,
      import: entry.file,
      singleton: false,
      version: entry.version,
      // Exactly the code this app was built and tested with; anything else and the app uses
      // its own copy (which the page then offers to any other app built the same way).
      requiredVersion: entry.version,
      strictVersion: true,
    };
  }
  return shared;
}

module.exports = {
  createSharedConfig,
  offeredEntries,
  unofferedEntryFiles,
  sharedPackageEntries,
  singletonVersions,
  pageWideEntries,
  pageWideVersions,
  libraries,
};
