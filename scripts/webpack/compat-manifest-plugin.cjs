// Custom: federation's mf-manifest.json lacks what the deploy check compares (see below).
//
// Writes barrio-compat.json beside each build: what the build needs from the page it joins
// (a remote) or provides to it (the shell). The deploy scripts compare it with what is
// deployed before they let a build go live (scripts/web/compat.mjs).
const fs = require('node:fs');
const path = require('node:path');
const { repoRoot } = require('./apps.cjs');
const {
  singletonVersions,
  offeredEntries,
  pageWideVersions,
  sharedPackageEntries,
} = require('./shared-config.cjs');
const { behaviourRecord } = require('./behaviour-contracts.cjs');

const COMPAT_FILE = 'barrio-compat.json';

// Beside it, what the build costs the shop page's first screen (scripts/web/first-screen.mjs
// checks it against deploy/first-screen-budgets.json before a deploy goes live).
const FIRST_SCREEN_FILE = 'barrio-first-screen.json';

/**
 * The exposed modules the shop page (`/demo-mx`) renders on its first screen, by container:
 * the shell's shop route (shell/src/app/remote-routes.tsx), the cart's control it places on the
 * catalogue's cards, and the cart bar of its layout (shell/src/layout/cart-bar-slot.tsx). The gateway preloads the same files for that page
 * (SHOP_PAGE in gateway/src/modules/web/first-view.ts; a test keeps the two lists equal). A
 * remote not named here costs the first screen nothing: the shell fetches its remoteEntry.js
 * only when a route or slot loads one of its modules.
 */
const SHOP_PAGE_FIRST_SCREEN = {
  mf_catalog: ['ShopPage'],
  mf_cart_checkout: ['CartBar', 'ProductCartControl'],
};

/**
 * The chunk ids a chunk file registers (`.push([[12,34],…`). webpack may emit one chunk under
 * two names: the page loads one of them, so it counts once (as scripts/budget/ counts).
 */
function chunkIdentity(file, text) {
  return /\.push\(\[\[([\d,]+)\]/.exec(text.slice(0, 300))?.[1] ?? file;
}

/**
 * What the shop page's first screen downloads from a remote build, as the gateway serves it
 * (a file's brotli twin, or the file itself when the build wrote none): its remoteEntry.js and
 * the JavaScript chunks its manifest lists as loaded with each first-screen module (`sync`;
 * chunks a module imports later, and copies of shared code the page takes from the shell, are
 * not counted). Deterministic: sizes of the build's own files.
 * @param {{
 *   container: string,
 *   manifest: { metaData?: { remoteEntry?: { name?: string } }, exposes?: { name: string, assets: { js: { sync: string[] } } }[] },
 *   servedBytes: (file: string) => number,
 *   text: (file: string) => string,
 * }} build
 */
function firstScreenRecord({ container, manifest, servedBytes, text }) {
  const modules = SHOP_PAGE_FIRST_SCREEN[container] ?? [];
  const candidates = modules.length
    ? [
        manifest.metaData?.remoteEntry?.name || 'remoteEntry.js',
        // A module the build no longer exposes costs nothing here: the compat check refuses
        // that build on its own (the shell loads a module it does not expose).
        ...modules.flatMap(
          (name) => manifest.exposes?.find((entry) => entry.name === name)?.assets.js.sync ?? [],
        ),
      ]
    : [];
  const byChunk = new Map();
  for (const file of candidates) {
    const identity = chunkIdentity(file, text(file));
    if (!byChunk.has(identity)) byChunk.set(identity, file);
  }
  const files = Object.fromEntries([...byChunk.values()].map((file) => [file, servedBytes(file)]));
  const bytes = Object.values(files).reduce((total, size) => total + size, 0);
  return { page: 'shop', modules, files, bytes };
}

/**
 * The exposed modules the shell's contract names, by container: the keys of `ExposedModules`
 * in shared/src/contract/exposed-modules.ts (`'mf_catalog/ShopPage': ShopPageProps;`).
 */
function contractModules() {
  const text = fs.readFileSync(
    path.join(repoRoot, 'shared', 'src', 'contract', 'exposed-modules.ts'),
    'utf8',
  );
  const body = /export interface ExposedModules \{([^}]*)\}/.exec(text)?.[1] ?? '';
  /** @type {Record<string, string[]>} */
  const byContainer = {};
  for (const [, container, name] of body.matchAll(/'(\w+)\/(\w+)':/g)) {
    (byContainer[container] ??= []).push(name);
  }
  return byContainer;
}

/** The module federation runtime this build bundles (the shell) or expects from the shell. */
function federationRuntimeVersion() {
  const file = path.join(
    repoRoot,
    'node_modules',
    '@module-federation',
    'runtime-core',
    'package.json',
  );
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The parts of the federation runtime the shell hands the page: its core and its bundler runtime
 * (scripts/webpack/provide-bundler-runtime-plugin.js). A shell built before the bundler runtime
 * was provided records no parts: it provides the core alone.
 */
const FEDERATION_RUNTIME_PARTS = ['core', 'bundler'];

/**
 * The shell provides its federation runtime to the page; a remote built to use it records the
 * versions and parts it needs (a remote carrying its own runtime records nothing).
 * @param {'host' | 'remote'} kind
 * @param {boolean} usesShellRuntime
 */
function federationRuntimeRecord(kind, usesShellRuntime) {
  const version = federationRuntimeVersion();
  const parts = FEDERATION_RUNTIME_PARTS;
  if (kind === 'host') return { federationRuntime: { provides: version, parts } };
  return usesShellRuntime ? { federationRuntime: { requiredVersion: `^${version}`, parts } } : {};
}

/**
 * @param {{ folder: string, kind: 'host' | 'remote' }} app
 * @param {Record<string, string>} exposes the remote's exposes map ('./ShopPage' → file)
 * @param {{ usesShellRuntime?: boolean, offered?: { shareKey: string, version: string }[] }} [options]
 *   `usesShellRuntime`: a remote built without its own federation runtime; `offered`: the shared
 *   entries the build offers (offeredEntries, worked out by the caller when it has them)
 */
function compatRecord(app, exposes = {}, { usesShellRuntime = false, offered } = {}) {
  const protocols = JSON.parse(
    fs.readFileSync(
      path.join(repoRoot, 'shared', 'src', 'page-instance', 'protocols.json'),
      'utf8',
    ),
  );
  const singletons = Object.fromEntries([
    ...Object.entries(singletonVersions()).map(([name, version]) => [
      name,
      { version, requiredVersion: `^${version}` },
    ]),
    // The page-wide rules: any version the shell provides, as long as it provides them (a
    // remote's production build bundles no copy of its own).
    ...Object.entries(pageWideVersions()).map(([name, version]) => [
      name,
      { version, requiredVersion: '*' },
    ]),
  ]);
  const sharedCode = Object.fromEntries(
    (offered ?? offeredEntries(path.join(repoRoot, app.folder))).map((entry) => [
      entry.shareKey,
      entry.version,
    ]),
  );
  return {
    app: app.folder,
    kind: app.kind,
    singletons,
    protocols,
    // A remote: the modules it exposes. The shell: the modules it loads, by container.
    ...(app.kind === 'remote'
      ? { exposes: Object.keys(exposes).map((key) => key.replace(/^\.\//, '')) }
      : { loads: contractModules() }),
    ...federationRuntimeRecord(app.kind, usesShellRuntime),
    // Informational: which shared code this build bundles and offers the page; any difference
    // is allowed.
    sharedCode,
  };
}

/**
 * The source files of the build's own chunks, outside node_modules: what it ships, not what
 * it read (a module tree-shaken away or used only by tests is not there).
 * @param {import('webpack').Compilation} compilation
 */
function bundledFiles(compilation) {
  const files = new Set();
  const add = (module) => {
    if (module.modules) for (const inner of module.modules) add(inner);
    const resource = module.resource;
    if (resource && !resource.includes(`${path.sep}node_modules${path.sep}`)) {
      files.add(resource.split('?')[0]);
    }
  };
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) add(module);
  }
  return [...files].sort();
}

/**
 * The files of the page-wide rules (the pricing) the build's code imports but takes from the
 * shell at run time (a consumed singleton it bundles no copy of): its code was still written
 * against them, so they are part of the rules it records, and a deploy built from another
 * version of them is told that the page shows the shell's.
 * @param {import('webpack').Compilation} compilation
 */
function consumedPageWideFiles(compilation) {
  const pageWide = new Map(
    sharedPackageEntries()
      .filter((entry) => entry.pageWide)
      .map((entry) => [entry.shareKey, entry.file]),
  );
  const files = new Set();
  for (const module of compilation.modules) {
    const shareKey = module.options?.shareKey;
    if (module.type === 'consume-shared-module' && pageWide.has(shareKey)) {
      files.add(pageWide.get(shareKey));
    }
  }
  return [...files];
}

class CompatManifestPlugin {
  /**
   * @param {{ folder: string, kind: 'host' | 'remote' }} app
   * @param {Record<string, string>} exposes
   * @param {{ usesShellRuntime?: boolean, offered?: { shareKey: string, version: string }[] }} [options]
   */
  constructor(app, exposes = {}, options = {}) {
    this.app = app;
    this.exposes = exposes;
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompatManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'CompatManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const record = compatRecord(this.app, this.exposes, this.options);
          record.behaviour = await behaviourRecord({
            appDir: path.join(repoRoot, this.app.folder),
            kind: this.app.kind,
            container: this.app.folder.replace(/-/g, '_'),
            exposes: record.exposes,
            loads: record.loads,
            files: [
              ...new Set([...bundledFiles(compilation), ...consumedPageWideFiles(compilation)]),
            ].sort(),
          });
          const text = `${JSON.stringify(record, null, 2)}\n`;
          compilation.emitAsset(COMPAT_FILE, new sources.RawSource(text));
        },
      );
      // Once the files are final: minified, content-hashed, with their brotli twins written.
      compilation.hooks.processAssets.tap(
        { name: 'CompatManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = compilation.getAsset('mf-manifest.json');
          // Development builds are neither compressed nor deployed.
          const production = compiler.options.mode === 'production';
          if (this.app.kind !== 'remote' || !manifest || !production) return;
          const asset = (file) => {
            const found = compilation.getAsset(file);
            if (!found) throw new Error(`${this.app.folder} has no ${file} to measure`);
            return found;
          };
          const record = firstScreenRecord({
            container: this.app.folder.replace(/-/g, '_'),
            manifest: JSON.parse(manifest.source.source().toString()),
            servedBytes: (file) =>
              (compilation.getAsset(`${file}.br`) ?? asset(file)).source.size(),
            text: (file) => asset(file).source.source().toString(),
          });
          const text = `${JSON.stringify(record, null, 2)}\n`;
          compilation.emitAsset(FIRST_SCREEN_FILE, new sources.RawSource(text));
        },
      );
    });
  }
}

module.exports = {
  CompatManifestPlugin,
  COMPAT_FILE,
  FIRST_SCREEN_FILE,
  SHOP_PAGE_FIRST_SCREEN,
  compatRecord,
  contractModules,
  firstScreenRecord,
};
