// Custom: the federation plugin shares what it is told; nothing derives that from the imports.
//
// Which of the shared package's entry points an app's code reaches. An app offers to the page
// only those: every offer costs its remoteEntry.js (or the shell's main.js) two registrations
// and a loader, on the first load of every page the app is on, whether anything loads it or not.
// An entry an app never reaches is still on the page through the apps that use it, each of
// which offers its own copy.
const fs = require('node:fs');
const path = require('node:path');

// Runtime imports only: `import type` and `export type` leave nothing in the bundle.
const STATIC_IMPORT =
  /(?:^|[;\n])\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
// `import('…')`, with any webpack magic comments before the specifier.
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(?:\/\*[\s\S]*?\*\/\s*)*['"]([^'"]+)['"]\s*\)/g;

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The module specifiers a source file imports at run time. */
function runtimeImports(text) {
  const found = [];
  for (const match of text.matchAll(STATIC_IMPORT)) if (!match[1]) found.push(match[2]);
  for (const match of text.matchAll(DYNAMIC_IMPORT)) found.push(match[1]);
  return found;
}

/** Every file under `dir` but tests (and installed packages), in a stable order. */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...filesUnder(full));
    } else if (!TEST_FILE.test(entry.name)) {
      files.push(full);
    }
  }
  return files.sort();
}

const sourceFilesUnder = (dir) => filesUnder(dir).filter((file) => SOURCE_FILE.test(file));

/** The file a relative import names, as the build resolves it (extension or folder index). */
function resolveRelative(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    target,
    target.replace(/\.js$/, '.ts'),
    target.replace(/\.js$/, '.tsx'),
    `${target}.ts`,
    `${target}.tsx`,
    path.join(target, 'index.ts'),
    path.join(target, 'index.tsx'),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/**
 * @param {{
 *   appSourceDir: string,
 *   sharedSourceDir: string,
 *   packageName: string,
 *   exportsMap: Record<string, string>,
 *   sharedRoot: string,
 * }} options `exportsMap`: the shared package.json's `exports` ('./bus' → './src/bus/index.ts')
 * @returns {Set<string>} the entry files (absolute) the app's code reaches
 */
function sharedEntriesReached({
  appSourceDir,
  sharedSourceDir,
  packageName,
  exportsMap,
  sharedRoot,
}) {
  const entryFiles = new Map(
    Object.entries(exportsMap)
      .filter(([, target]) => typeof target === 'string' && SOURCE_FILE.test(target))
      .map(([subpath, target]) => [
        `${packageName}/${subpath.slice(2)}`,
        path.join(sharedRoot, target),
      ]),
  );
  const isEntryFile = new Set(entryFiles.values());
  const reached = new Set();
  // Shared code is followed by folder: the imported file's neighbours are usually bundled with it.
  const visitedFolders = new Set();
  const pendingFolders = [];

  const follow = (file) => {
    if (isEntryFile.has(file)) reached.add(file);
    const folder = path.relative(sharedSourceDir, file).split(path.sep)[0];
    if (!visitedFolders.has(folder)) {
      visitedFolders.add(folder);
      pendingFolders.push(folder);
    }
  };

  for (const file of sourceFilesUnder(appSourceDir)) {
    for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      const entryFile = entryFiles.get(specifier);
      if (entryFile) follow(entryFile);
    }
  }
  while (pendingFolders.length > 0) {
    for (const file of sourceFilesUnder(path.join(sharedSourceDir, pendingFolders.pop()))) {
      for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = resolveRelative(file, specifier);
        if (target && target.startsWith(sharedSourceDir + path.sep)) follow(target);
      }
    }
  }
  return reached;
}

module.exports = { filesUnder, sharedEntriesReached, runtimeImports };

const CHECK_NAME = 'UnofferedSharedEntryCheck';

/**
 * Fails the build when an entry point of the shared package the app does not offer is bundled
 * all the same: the usage scan missed an import (a form it does not read), and the app would
 * carry a private copy of that code instead of meeting the page's one.
 */
class UnofferedSharedEntryCheck {
  /** @param {Iterable<string>} unofferedFiles */
  constructor(unofferedFiles) {
    this.unoffered = new Set(unofferedFiles);
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(CHECK_NAME, (compilation) => {
      compilation.hooks.finishModules.tap(CHECK_NAME, (modules) => {
        for (const module of modules) {
          const file = module.resourceResolveData?.path ?? module.resource;
          if (!file || !this.unoffered.has(file)) continue;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `${path.relative(compiler.context, file)} is bundled but not offered as a shared ` +
                'module: scripts/webpack/shared-usage.cjs did not see the import that reaches it.',
            ),
          );
        }
      });
    });
  }
}

module.exports.UnofferedSharedEntryCheck = UnofferedSharedEntryCheck;
