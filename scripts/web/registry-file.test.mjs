// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  HISTORY_LIMIT,
  pointAt,
  pointBack,
  readRegistry,
  updateRegistry,
} from './registry-file.mjs';

const entry = (version) => ({
  name: 'mf_catalog',
  version,
  url: `/remotes/mf-catalog/${version}`,
  deployedAt: '2026-01-01T00:00:00.000Z',
});

test('a deploy points at the new version and pushes the old one onto the history', () => {
  const first = pointAt({ remotes: {}, history: {} }, 'mf-catalog', entry('1'));
  assert.deepEqual(first.remotes['mf-catalog'], entry('1'));
  assert.deepEqual(first.history['mf-catalog'], []);

  const second = pointAt(first, 'mf-catalog', entry('2'));
  assert.equal(second.remotes['mf-catalog'].version, '2');
  assert.deepEqual(
    second.history['mf-catalog'].map((e) => e.version),
    ['1'],
  );
});

test('deploying the live version again changes nothing', () => {
  const registry = pointAt({ remotes: {}, history: {} }, 'mf-catalog', entry('1'));
  assert.equal(pointAt(registry, 'mf-catalog', entry('1')), null);
});

test('rollback steps back one version at a time and stops at the first', () => {
  let registry = { remotes: {}, history: {} };
  for (const version of ['1', '2', '3']) registry = pointAt(registry, 'mf-catalog', entry(version));
  registry = pointBack(registry, 'mf-catalog');
  assert.equal(registry.remotes['mf-catalog'].version, '2');
  registry = pointBack(registry, 'mf-catalog');
  assert.equal(registry.remotes['mf-catalog'].version, '1');
  assert.equal(pointBack(registry, 'mf-catalog'), null);
});

test('the history keeps a bounded number of versions', () => {
  let registry = { remotes: {}, history: {} };
  for (let version = 0; version < HISTORY_LIMIT + 5; version += 1) {
    registry = pointAt(registry, 'mf-catalog', entry(String(version)));
  }
  assert.equal(registry.history['mf-catalog'].length, HISTORY_LIMIT);
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
