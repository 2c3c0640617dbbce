// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { COMPAT_FILE, incompatibilities } from './compat.mjs';
import { deployRemote, deployShell, IncompatibleDeployError } from './deploy-lib.mjs';

const protocols = {
  bus: '@barrio/shared/bus@2',
  storage: '@barrio/shared/storage/local-store@1',
  analytics: '@barrio/shared/analytics/current@1',
};

function record(app, kind, { react = '19.3.1', bus = protocols.bus } = {}) {
  return {
    app,
    kind,
    singletons: {
      react: { version: react, requiredVersion: `^${react}` },
      'styled-components': { version: '6.6.0', requiredVersion: '^6.6.0' },
    },
    protocols: { ...protocols, bus },
  };
}

test('a remote built with the same singletons and protocols fits the shell', () => {
  assert.deepEqual(incompatibilities(record('shell', 'host'), record('mf-catalog', 'remote')), []);
});

test('a remote built with a patch-older singleton fits a newer shell', () => {
  const shell = record('shell', 'host', { react: '19.4.0' });
  assert.deepEqual(incompatibilities(shell, record('mf-catalog', 'remote')), []);
});

test('a remote needing a newer singleton than the shell provides asks for the shell first', () => {
  const [problem, ...rest] = incompatibilities(
    record('shell', 'host'),
    record('mf-catalog', 'remote', { react: '19.4.0' }),
  );
  assert.equal(rest.length, 0);
  assert.match(problem.message, /mf-catalog needs react \^19\.4\.0; the shell provides 19\.3\.1/);
  assert.match(problem.deployFirst, /^the shell, built with react \^19\.4\.0/);
});

test('a remote left behind a major singleton upgrade must be rebuilt', () => {
  const [problem] = incompatibilities(
    record('shell', 'host', { react: '20.0.0' }),
    record('mf-catalog', 'remote'),
  );
  assert.match(problem.deployFirst, /^mf-catalog, rebuilt with react \^20\.0\.0/);
});

test('a different page protocol is refused in both directions', () => {
  const newer = incompatibilities(
    record('shell', 'host'),
    record('mf-catalog', 'remote', { bus: '@barrio/shared/bus@3' }),
  );
  assert.equal(newer.length, 1);
  assert.match(newer[0].deployFirst, /the shell and every remote together/);

  const older = incompatibilities(
    record('shell', 'host', { bus: '@barrio/shared/bus@3' }),
    record('mf-catalog', 'remote'),
  );
  assert.match(older[0].deployFirst, /^mf-catalog, rebuilt from a commit whose bus is/);
});

test('a remote that stops exposing a module the shell loads asks for the shell first', () => {
  const shell = { ...record('shell', 'host'), loads: { mf_catalog: ['ShopPage', 'Reviews'] } };
  assert.deepEqual(
    incompatibilities(shell, {
      ...record('mf-catalog', 'remote'),
      exposes: ['ShopPage', 'Reviews'],
    }),
    [],
  );
  const [problem, ...rest] = incompatibilities(shell, {
    ...record('mf-catalog', 'remote'),
    exposes: ['ShopPage'],
  });
  assert.equal(rest.length, 0);
  assert.match(
    problem.message,
    /the shell loads mf_catalog\/Reviews, which mf-catalog does not expose/,
  );
  assert.match(
    problem.deployFirst,
    /^the shell, built from a contract without mf_catalog\/Reviews/,
  );
});

test("a remote using the shell's federation runtime needs a shell that provides it", () => {
  const providing = (version) => ({
    ...record('shell', 'host'),
    federationRuntime: { provides: version },
  });
  const usingShells = {
    ...record('mf-catalog', 'remote'),
    federationRuntime: { requiredVersion: '^2.9.2' },
  };
  assert.deepEqual(incompatibilities(providing('2.9.2'), usingShells), []);
  assert.deepEqual(incompatibilities(providing('2.10.0'), usingShells), []);
  // A remote carrying its own runtime fits any shell, providing or not.
  assert.deepEqual(incompatibilities(record('shell', 'host'), record('mf-catalog', 'remote')), []);
  assert.deepEqual(incompatibilities(providing('2.9.2'), record('mf-catalog', 'remote')), []);

  const [none, ...rest] = incompatibilities(record('shell', 'host'), usingShells);
  assert.equal(rest.length, 0);
  assert.match(none.message, /mf-catalog uses the federation runtime the shell provides/);
  assert.match(none.deployFirst, /^the shell, built with the current build scripts/);

  const [older] = incompatibilities(providing('2.9.0'), usingShells);
  assert.match(older.message, /needs the federation runtime \^2\.9\.2; the shell provides 2\.9\.0/);
  assert.match(older.deployFirst, /^the shell, built with @module-federation\/enhanced \^2\.9\.2/);

  const [newer] = incompatibilities(providing('3.0.0'), usingShells);
  assert.match(
    newer.deployFirst,
    /^mf-catalog, rebuilt with @module-federation\/enhanced \^3\.0\.0/,
  );
});

test("a remote using the shell's bundler runtime needs a shell that provides that part too", () => {
  const shell = (parts) => ({
    ...record('shell', 'host'),
    federationRuntime: { provides: '2.9.2', ...(parts ? { parts } : {}) },
  });
  const usingBoth = {
    ...record('mf-catalog', 'remote'),
    federationRuntime: { requiredVersion: '^2.9.2', parts: ['core', 'bundler'] },
  };
  assert.deepEqual(incompatibilities(shell(['core', 'bundler']), usingBoth), []);
  // A shell from before the bundler runtime was provided hands the page its core alone.
  const [problem, ...rest] = incompatibilities(shell(undefined), usingBoth);
  assert.equal(rest.length, 0);
  assert.match(problem.message, /uses the federation runtime's bundler from the shell/);
  assert.match(problem.deployFirst, /^the shell, built with the current build scripts/);
  // A remote from before needs the core alone, which every providing shell has.
  const usingCore = {
    ...record('mf-catalog', 'remote'),
    federationRuntime: { requiredVersion: '^2.9.2' },
  };
  assert.deepEqual(incompatibilities(shell(['core', 'bundler']), usingCore), []);
});

async function fakeBuild(dir, compat, files = {}) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, COMPAT_FILE), JSON.stringify(compat));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

async function withWebDir(run) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'barrio-compat-'));
  try {
    await run(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

test('deploying a remote refuses a build the deployed shell cannot host, and says what to deploy first', () =>
  withWebDir(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await fakeBuild(path.join(webDir, 'shell'), record('shell', 'host'), {
      'index.html': '<!doctype html>',
    });
    const candidate = path.join(scratch, 'candidate');
    await fakeBuild(candidate, record('mf-catalog', 'remote', { react: '19.4.0' }), {
      'mf-manifest.json': '{}',
    });

    await assert.rejects(
      deployRemote({ folder: 'mf-catalog', webDir, distDir: candidate }),
      (error) =>
        error instanceof IncompatibleDeployError &&
        /deploy first: the shell, built with react \^19\.4\.0/.test(error.message),
    );
    assert.equal(existsSync(path.join(webDir, 'remotes.json')), false);

    const forced = await deployRemote({
      folder: 'mf-catalog',
      webDir,
      distDir: candidate,
      force: true,
    });
    assert.equal(forced.changed, true);
  }));

test('deploying a fitting remote goes live', () =>
  withWebDir(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await fakeBuild(path.join(webDir, 'shell'), record('shell', 'host'), {
      'index.html': '<!doctype html>',
    });
    const candidate = path.join(scratch, 'candidate');
    await fakeBuild(candidate, record('mf-catalog', 'remote'), { 'mf-manifest.json': '{}' });
    const result = await deployRemote({ folder: 'mf-catalog', webDir, distDir: candidate });
    const registry = JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8'));
    assert.equal(registry.remotes['mf-catalog'].version, result.version);
  }));

test('deploying the shell checks every remote in the registry and leaves the live shell alone when refused', () =>
  withWebDir(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    const liveShell = path.join(webDir, 'shell');
    await fakeBuild(liveShell, record('shell', 'host'), { 'index.html': 'live' });
    const remote = path.join(scratch, 'remote');
    await fakeBuild(remote, record('mf-catalog', 'remote'), { 'mf-manifest.json': '{}' });
    await deployRemote({ folder: 'mf-catalog', webDir, distDir: remote });

    const incompatible = path.join(scratch, 'shell-bus3');
    await fakeBuild(incompatible, record('shell', 'host', { bus: '@barrio/shared/bus@3' }), {
      'index.html': 'bus 3',
    });
    await assert.rejects(
      deployShell({ webDir, distDir: incompatible }),
      (error) =>
        error instanceof IncompatibleDeployError &&
        /mf-catalog uses the page's bus as @barrio\/shared\/bus@2/.test(error.message) &&
        /deploy first: mf-catalog, rebuilt from a commit whose bus is @barrio\/shared\/bus@3/.test(
          error.message,
        ),
    );
    assert.equal(await readFile(path.join(liveShell, 'index.html'), 'utf8'), 'live');

    const fitting = path.join(scratch, 'shell-next');
    await fakeBuild(fitting, record('shell', 'host', { react: '19.4.0' }), {
      'index.html': 'next',
    });
    await deployShell({ webDir, distDir: fitting });
    assert.equal(await readFile(path.join(liveShell, 'index.html'), 'utf8'), 'next');
  }));
