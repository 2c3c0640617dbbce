// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  HISTORY_LIMIT,
  pointAt,
  pointAtVersion,
  pointBack,
  pointForward,
  readRegistry,
  SHELL,
  startCanary,
  updateRegistry,
} from './registry-file.mjs';

const entry = (version) => ({
  name: 'mf_catalog',
  version,
  url: `/remotes/mf-catalog/${version}`,
  deployedAt: '2026-01-01T00:00:00.000Z',
});

const empty = () => ({ remotes: {}, releases: {}, back: {}, forward: {}, canaries: {}, log: [] });
const deployAll = (versions, registry = empty()) =>
  versions.reduce((next, version) => pointAt(next, 'mf-catalog', entry(version)) ?? next, registry);
const live = (registry) => registry.remotes['mf-catalog'].version;
const kept = (registry) => registry.releases['mf-catalog'].map((e) => e.version);

test('a deploy points at the new version and keeps the old one', () => {
  const first = pointAt(empty(), 'mf-catalog', entry('1'));
  assert.deepEqual(first.remotes['mf-catalog'], entry('1'));
  assert.deepEqual(kept(first), ['1']);

  const second = pointAt(first, 'mf-catalog', entry('2'));
  assert.equal(live(second), '2');
  assert.deepEqual(kept(second), ['1', '2']);
  assert.deepEqual(
    second.log.map((line) => [line.action, line.version, line.from]),
    [
      ['deploy', '1', undefined],
      ['deploy', '2', '1'],
    ],
  );
});

test("a deploy's log line keeps what the build costs the first screen", () => {
  const cost = { bytes: 17800, mainThreadMs: 128, pageBusyMs: 1320, measuredWith: '4× CPU' };
  const deployed = pointAt(empty(), 'mf-catalog', entry('1'), { cost });
  assert.deepEqual(deployed.log.at(-1).firstScreen, cost);
  const canary = startCanary(deployed, 'mf-catalog', { ...entry('2'), percent: 10 }, { cost });
  assert.deepEqual(canary.log.at(-1).firstScreen, cost);
  // Without a measure, no such field.
  assert.equal('firstScreen' in pointAt(empty(), 'mf-catalog', entry('1')).log[0], false);
});

test('deploying the live version again changes nothing', () => {
  const registry = pointAt(empty(), 'mf-catalog', entry('1'));
  assert.equal(pointAt(registry, 'mf-catalog', entry('1')), null);
});

test('rollback steps back one version at a time, keeps every version, and rolls forward again', () => {
  let registry = deployAll(['1', '2', '3']);
  registry = pointBack(registry, 'mf-catalog');
  assert.equal(live(registry), '2');
  registry = pointBack(registry, 'mf-catalog');
  assert.equal(live(registry), '1');
  assert.equal(pointBack(registry, 'mf-catalog'), null);
  assert.deepEqual(kept(registry), ['1', '2', '3']);

  registry = pointForward(registry, 'mf-catalog');
  assert.equal(live(registry), '2');
  registry = pointForward(registry, 'mf-catalog');
  assert.equal(live(registry), '3');
  assert.equal(pointForward(registry, 'mf-catalog'), null);
  // A second rollback after rolling forward works as the first did.
  assert.equal(live(pointBack(registry, 'mf-catalog')), '2');
  assert.deepEqual(
    registry.log.slice(-4).map((line) => `${line.action} ${line.from}->${line.version}`),
    ['rollback 3->2', 'rollback 2->1', 'roll-forward 1->2', 'roll-forward 2->3'],
  );
});

test('a deploy after a rollback is rolled back to the version live before it', () => {
  let registry = pointBack(deployAll(['1', '2']), 'mf-catalog');
  registry = pointAt(registry, 'mf-catalog', entry('3'));
  assert.equal(pointForward(registry, 'mf-catalog'), null);
  assert.equal(live(pointBack(registry, 'mf-catalog')), '1');
  // The version stepped away from is still kept, and can be pointed at by name.
  assert.deepEqual(kept(registry), ['1', '2', '3']);
  assert.equal(live(pointAtVersion(registry, 'mf-catalog', '2')), '2');
});

test('any kept version can be pointed at by name; the shell keeps its own releases', () => {
  let registry = deployAll(['1', '2', '3']);
  registry = pointAtVersion(registry, 'mf-catalog', '1');
  assert.equal(live(registry), '1');
  assert.equal(pointAtVersion(registry, 'mf-catalog', '9'), null);

  registry = pointAt(registry, SHELL, { ...entry('s1'), name: 'shell' });
  registry = pointAt(registry, SHELL, { ...entry('s2'), name: 'shell' });
  registry = pointBack(registry, SHELL);
  assert.equal(registry.shell.version, 's1');
  assert.equal(registry.remotes.shell, undefined);
  assert.equal(live(registry), '1');
});

test('a version deployed again moves to the end of the releases', () => {
  const registry = deployAll(['1', '2', '3', '1']);
  assert.deepEqual(kept(registry), ['2', '3', '1']);
  assert.equal(live(pointBack(registry, 'mf-catalog')), '3');
});

test('the releases keep a bounded number of versions', () => {
  const versions = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => String(i));
  assert.equal(kept(deployAll(versions)).length, HISTORY_LIMIT);
});

test('a registry written before releases were kept is read with its history as releases', async () => {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'barrio-registry-'));
  try {
    await writeFile(
      path.join(webDir, 'remotes.json'),
      JSON.stringify({
        remotes: { 'mf-catalog': entry('3') },
        history: { 'mf-catalog': [entry('2'), entry('1')] },
      }),
    );
    const registry = await readRegistry(webDir);
    assert.deepEqual(kept(registry), ['1', '2', '3']);
    assert.equal(live(pointBack(registry, 'mf-catalog')), '2');
  } finally {
    await rm(webDir, { recursive: true, force: true });
  }
});

test('updates are written whole and leave no lock behind', async () => {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'barrio-registry-'));
  try {
    await Promise.all(
      ['mf-catalog', 'mf-orders', 'mf-wallet'].map((folder) =>
        updateRegistry(webDir, (registry) =>
          pointAt(registry, folder, { ...entry('1'), name: folder }),
        ),
      ),
    );
    const registry = await readRegistry(webDir);
    assert.deepEqual(Object.keys(registry.remotes).sort(), [
      'mf-catalog',
      'mf-orders',
      'mf-wallet',
    ]);
    JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8'));
    await assert.rejects(readFile(path.join(webDir, '.remotes.lock')), { code: 'ENOENT' });
  } finally {
    await rm(webDir, { recursive: true, force: true });
  }
});
