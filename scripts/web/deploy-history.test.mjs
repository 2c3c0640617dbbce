// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import {
  appendFile,
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  writeFile,
} from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { brotliCompressSync, constants } from 'node:zlib';
import { versionOf } from './build-version.mjs';
import { COMPAT_FILE } from './compat.mjs';
import { deployRemote, deployShell, IncompatibleDeployError, moveRelease } from './deploy-lib.mjs';
import { FIRST_SCREEN_FILE, readBudgets } from './first-screen.mjs';
import { readRegistry } from './registry-file.mjs';

const compat = (app, kind) => ({
  app,
  kind,
  singletons: { react: { version: '19.3.1', requiredVersion: '^19.3.1' } },
  protocols: { bus: '@barrio/shared/bus@2' },
});

async function writeBuild(dir, files) {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

async function inScratch(run) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'barrio-history-'));
  try {
    await run(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const remoteBuild = (label) => ({
  [COMPAT_FILE]: JSON.stringify(compat('mf-catalog', 'remote')),
  'mf-manifest.json': JSON.stringify({ id: 'mf_catalog', label }),
  'remoteEntry.js': `/* ${label} */`,
});
const shellBuild = (label) => ({
  [COMPAT_FILE]: JSON.stringify(compat('shell', 'host')),
  'index.html': `<!doctype html><title>${label}</title>`,
});

test('the same build content gives the same version, whatever the key order of its JSON and its compressed copies', () =>
  inScratch(async (scratch) => {
    const stats = {
      name: 'mf_catalog',
      shared: [{ a: 1, b: [1, 2], usedIn: ['./ShopPage', './ProductPicker'] }],
      exposes: { x: 1 },
    };
    const reordered = {
      exposes: { x: 1 },
      shared: [{ usedIn: ['./ProductPicker', './ShopPage'], b: [1, 2], a: 1 }],
      name: 'mf_catalog',
    };
    await writeBuild(path.join(scratch, 'one'), {
      'mf-manifest-stats.json': JSON.stringify(stats, null, 2),
      'mf-manifest-stats.json.br': 'compressed one way',
      'remoteEntry.js': 'code',
    });
    await writeBuild(path.join(scratch, 'two'), {
      'mf-manifest-stats.json': JSON.stringify(reordered),
      'mf-manifest-stats.json.br': 'compressed another way',
      'remoteEntry.js': 'code',
    });
    await writeBuild(path.join(scratch, 'three'), {
      'mf-manifest-stats.json': JSON.stringify(stats),
      'remoteEntry.js': 'changed code',
    });
    await writeBuild(path.join(scratch, 'four'), {
      'mf-manifest-stats.json': JSON.stringify({ ...stats, shared: [{ a: 2, b: [2, 1] }] }),
      'remoteEntry.js': 'code',
    });
    const one = await versionOf('0.1.0', path.join(scratch, 'one'));
    assert.match(one, /^0\.1\.0-[0-9a-f]{8}$/);
    assert.equal(await versionOf('0.1.0', path.join(scratch, 'two')), one);
    assert.notEqual(await versionOf('0.1.0', path.join(scratch, 'three')), one);
    assert.notEqual(await versionOf('0.1.0', path.join(scratch, 'four')), one);
  }));

test('deploying an unchanged remote build is a no-op; rollback and roll-forward keep every version', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    const versions = [];
    for (const label of ['a', 'b', 'c']) {
      await writeBuild(path.join(scratch, label), remoteBuild(label));
      const result = await deployRemote({
        folder: 'mf-catalog',
        webDir,
        distDir: path.join(scratch, label),
      });
      assert.equal(result.changed, true);
      versions.push(result.version);
    }
    const before = await readFile(path.join(webDir, 'remotes.json'), 'utf8');
    const again = await deployRemote({
      folder: 'mf-catalog',
      webDir,
      distDir: path.join(scratch, 'c'),
    });
    assert.deepEqual([again.changed, again.copied], [false, false]);
    assert.equal(await readFile(path.join(webDir, 'remotes.json'), 'utf8'), before);

    const live = async () => (await readRegistry(webDir)).remotes['mf-catalog'].version;
    await moveRelease({ app: 'mf-catalog', webDir, direction: 'back' });
    assert.equal(await live(), versions[1]);
    await moveRelease({ app: 'mf-catalog', webDir, direction: 'back' });
    assert.equal(await live(), versions[0]);
    await assert.rejects(moveRelease({ app: 'mf-catalog', webDir, direction: 'back' }), {
      message: /no earlier version to roll back to/,
    });
    await moveRelease({ app: 'mf-catalog', webDir, direction: 'forward' });
    await moveRelease({ app: 'mf-catalog', webDir, direction: 'forward' });
    assert.equal(await live(), versions[2]);
    await assert.rejects(moveRelease({ app: 'mf-catalog', webDir, direction: 'forward' }), {
      message: /no later version to roll forward to/,
    });
    await moveRelease({ app: 'mf-catalog', webDir, version: versions[0] });
    assert.equal(await live(), versions[0]);
    assert.deepEqual(
      (await readdir(path.join(webDir, 'remotes', 'mf-catalog'))).sort(),
      [...versions].sort(),
    );
  }));

test('every published shell is kept: the shell rolls back and forward, and an unchanged one is a no-op', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    // A shell published before shells were kept: a plain folder, adopted as a release.
    await writeBuild(path.join(webDir, 'shell'), shellBuild('old'));
    const shellTitle = async () =>
      /<title>(\w+)</.exec(await readFile(path.join(webDir, 'shell', 'index.html'), 'utf8'))[1];
    const published = [];
    for (const label of ['one', 'two']) {
      await writeBuild(path.join(scratch, label), shellBuild(label));
      published.push(await deployShell({ webDir, distDir: path.join(scratch, label) }));
    }
    assert.equal(await shellTitle(), 'two');
    assert.ok((await lstat(path.join(webDir, 'shell'))).isSymbolicLink());
    assert.equal((await readdir(path.join(webDir, 'shells'))).length, 3);

    const again = await deployShell({ webDir, distDir: path.join(scratch, 'two') });
    assert.equal(again.changed, false);

    await moveRelease({ app: 'shell', webDir, direction: 'back' });
    assert.equal(await shellTitle(), 'one');
    assert.equal((await readRegistry(webDir)).shell.version, published[0].version);
    await moveRelease({ app: 'shell', webDir, direction: 'forward' });
    assert.equal(await shellTitle(), 'two');
    await moveRelease({ app: 'shell', webDir, version: published[0].version });
    assert.equal(await shellTitle(), 'one');
  }));

test('a forced deploy goes live and the registry log keeps what it overrode', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await writeBuild(path.join(webDir, 'shell'), shellBuild('live'));
    const newer = { ...compat('mf-catalog', 'remote') };
    newer.singletons = { react: { version: '19.9.0', requiredVersion: '^19.9.0' } };
    await writeBuild(path.join(scratch, 'forced'), {
      ...remoteBuild('forced'),
      [COMPAT_FILE]: JSON.stringify(newer),
    });
    const result = await deployRemote({
      folder: 'mf-catalog',
      webDir,
      distDir: path.join(scratch, 'forced'),
      force: true,
    });
    assert.equal(result.changed, true);
    const last = (await readRegistry(webDir)).log.at(-1);
    assert.equal(last.version, result.version);
    assert.match(last.note, /deployed with --force over: mf-catalog needs react \^19\.9\.0/);
  }));

test('a canary deploy leaves the live version live; a rollback stops it, a plain deploy ends it', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    for (const label of ['a', 'b', 'c'])
      await writeBuild(path.join(scratch, label), remoteBuild(label));
    const deploy = (label, canary) =>
      deployRemote({ folder: 'mf-catalog', webDir, distDir: path.join(scratch, label), canary });
    const a = await deploy('a');
    const b = await deploy('b', { percent: 20, promoteAfterVisits: 3 });
    let registry = await readRegistry(webDir);
    assert.equal(registry.remotes['mf-catalog'].version, a.version);
    assert.deepEqual(
      { ...registry.canaries['mf-catalog'], deployedAt: 'x' },
      {
        name: 'mf_catalog',
        version: b.version,
        url: `/remotes/mf-catalog/${b.version}`,
        deployedAt: 'x',
        percent: 20,
        promoteAfterVisits: 3,
        judgeAfterVisits: 10,
        maxErrorRate: 0.05,
      },
    );
    const stopped = await moveRelease({ app: 'mf-catalog', webDir, direction: 'back' });
    assert.equal(stopped.stoppedCanary, b.version);
    registry = await readRegistry(webDir);
    assert.equal(registry.canaries['mf-catalog'], undefined);
    assert.equal(registry.remotes['mf-catalog'].version, a.version);

    await deploy('b', { percent: 20 });
    const c = await deploy('c');
    registry = await readRegistry(webDir);
    assert.equal(registry.canaries['mf-catalog'], undefined);
    assert.equal(registry.remotes['mf-catalog'].version, c.version);
  }));

test('a shell canary is published beside the live shell, which stays linked; a rollback stops it', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    for (const label of ['live', 'next'])
      await writeBuild(path.join(scratch, label), shellBuild(label));
    const shellTitle = async () =>
      /<title>(\w+)</.exec(await readFile(path.join(webDir, 'shell', 'index.html'), 'utf8'))[1];

    // No shell is live yet: there is nothing to compare a canary with.
    await assert.rejects(
      deployShell({ webDir, distDir: path.join(scratch, 'next'), canary: { percent: 10 } }),
      /no shell is live yet/,
    );
    const live = await deployShell({ webDir, distDir: path.join(scratch, 'live') });
    const next = await deployShell({
      webDir,
      distDir: path.join(scratch, 'next'),
      canary: { percent: 10, promoteAfterVisits: 5 },
    });
    assert.equal(next.canary, true);
    let registry = await readRegistry(webDir);
    assert.equal(registry.shell.version, live.version);
    assert.equal(registry.canaries.shell.version, next.version);
    assert.equal(registry.canaries.shell.percent, 10);
    assert.equal(registry.canaries.shell.url, `/shells/${next.version}`);
    // The live shell is still what WEB_DIR/shell serves; the canary waits in its release folder.
    assert.equal(await shellTitle(), 'live');
    assert.ok((await readdir(path.join(webDir, 'shells'))).includes(next.version));

    const stopped = await moveRelease({ app: 'shell', webDir, direction: 'back' });
    assert.equal(stopped.stoppedCanary, next.version);
    registry = await readRegistry(webDir);
    assert.equal(registry.canaries.shell, undefined);
    assert.equal(registry.shell.version, live.version);
    assert.equal(await shellTitle(), 'live');
  }));

/** Writes `file`'s brotli twin as the build does (quality 11). */
async function compress(dir, file) {
  const text = await readFile(path.join(dir, file));
  const twin = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await writeFile(path.join(dir, `${file}.br`), twin);
  return twin.length;
}

test('a remote build heavier than its first-screen budget is refused, naming it and the overrun; a normal one deploys', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await writeBuild(path.join(webDir, 'shell'), shellBuild('live'));
    // A build as the plugin writes it: its remote entry and ShopPage's chunk, with their
    // brotli twins and the record of what the shop page's first screen loads from it.
    const normal = path.join(scratch, 'normal');
    const chunk = '__federation_expose_ShopPage.0a1b2c3d.js';
    await writeBuild(normal, {
      ...remoteBuild('normal'),
      'remoteEntry.js': `var mf_catalog;/* ${'entry '.repeat(2000)} */`,
      [chunk]: `"use strict";(self.webpackChunkmf_catalog=[]).push([[7],{/* ${'shop page '.repeat(3000)} */}]);`,
    });
    const files = {
      'remoteEntry.js': await compress(normal, 'remoteEntry.js'),
      [chunk]: await compress(normal, chunk),
    };
    const bytes = Object.values(files).reduce((total, size) => total + size, 0);
    await writeFile(
      path.join(normal, FIRST_SCREEN_FILE),
      JSON.stringify({ page: 'shop', modules: ['ShopPage'], files, bytes }),
    );

    // The same build made heavier in a scratch copy: bytes that do not compress, over the
    // budget declared in deploy/first-screen-budgets.json by a few KB.
    const budget = readBudgets().budgets['mf-catalog'].bytes;
    const heavy = path.join(scratch, 'heavy');
    await cp(normal, heavy, { recursive: true });
    await appendFile(
      path.join(heavy, chunk),
      `/*${randomBytes(budget + 3 * 1024 - bytes).toString('base64')}*/`,
    );
    await compress(heavy, chunk);

    const refusal = await deployRemote({ folder: 'mf-catalog', webDir, distDir: heavy }).then(
      () => assert.fail('the heavy build was deployed'),
      (error) => error,
    );
    assert.ok(refusal instanceof IncompatibleDeployError);
    assert.match(
      refusal.message,
      /mf-catalog: first screen [\d.]+ KB over its [\d.]+ KB budget by [\d.]+ KB \(deploy\/first-screen-budgets\.json\)/,
    );
    const [, over] = /budget by ([\d.]+) KB/.exec(refusal.message);
    assert.ok(Number(over) > 1 && Number(over) < 6, `over by ${over} KB`);
    assert.equal((await readRegistry(webDir)).remotes['mf-catalog'], undefined);

    const deployed = await deployRemote({ folder: 'mf-catalog', webDir, distDir: normal });
    assert.equal(deployed.changed, true);
    assert.match(
      deployed.firstScreen[0],
      /^mf-catalog: first screen [\d.]+ KB \(ShopPage\) of its [\d.]+ KB budget, [\d.]+ KB left \(this build\)$/,
    );
    const registry = await readRegistry(webDir);
    assert.equal(registry.remotes['mf-catalog'].version, deployed.version);
    // The registry's log keeps what the build costs the first screen, as the deploy measured it.
    const [, shown] = /first screen ([\d.]+) KB/.exec(deployed.firstScreen[0]);
    const { firstScreen } = registry.log.at(-1);
    assert.equal((firstScreen.bytes / 1024).toFixed(1), shown);
  }));
