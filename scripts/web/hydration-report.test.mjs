// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { COMPAT_FILE } from './compat.mjs';
import { hydrationReport } from './hydration-report.mjs';

async function inScratch(run) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'barrio-hydration-'));
  try {
    await run(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function build(dir, record, files = {}) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, COMPAT_FILE), JSON.stringify(record));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
}

const registry = { remotes: {} };
const geo = (picker) => ({
  app: 'mf-geo-pickup',
  kind: 'remote',
  behaviour: {
    hydration: {
      'mf_geo_pickup/PickupPointPicker': picker,
      'mf_geo_pickup/AddressPicker': 'eager',
    },
  },
});

/** The live shell, which brings the pickup point picker alive when it comes near. */
const liveShell = (webDir) =>
  build(
    path.join(webDir, 'shell'),
    {
      app: 'shell',
      kind: 'host',
      behaviour: { hydration: { 'mf_geo_pickup/PickupPointPicker': 'visible' } },
    },
    { 'index.html': '<!doctype html>' },
  );

test("the report names each module's policy, agreeing with the live shell's", () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await liveShell(webDir);
    await build(path.join(scratch, 'geo'), geo('visible'));

    const report = hydrationReport({
      folder: 'mf-geo-pickup',
      version: 'v2',
      dir: path.join(scratch, 'geo'),
      webDir,
      registry,
    });
    assert.deepEqual(report, {
      lines: [
        'mf-geo-pickup: comes alive PickupPointPicker visible, AddressPicker eager (as the live shell applies them)',
      ],
      warnings: [],
    });
  }));

test('a policy the live shell applies otherwise is a warning naming both', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await liveShell(webDir);
    await build(path.join(scratch, 'geo'), geo('idle'));

    const { lines, warnings } = hydrationReport({
      folder: 'mf-geo-pickup',
      version: 'v3',
      dir: path.join(scratch, 'geo'),
      webDir,
      registry,
    });
    assert.match(
      lines[0],
      /PickupPointPicker idle, AddressPicker eager \(the live shell applies other policies/,
    );
    assert.deepEqual(warnings, [
      "mf-geo-pickup v3: PickupPointPicker comes alive 'idle' by this build's contract and 'visible' by the live shell's, which applies it until a shell built from this contract is deployed",
    ]);
  }));

test('a build recorded before the policies gets no line; a shell without them is said so', () =>
  inScratch(async (scratch) => {
    const webDir = path.join(scratch, 'web');
    await build(path.join(webDir, 'shell'), { app: 'shell', kind: 'host' }, { 'index.html': '' });
    await build(path.join(scratch, 'old'), { app: 'mf-geo-pickup', kind: 'remote' });
    await build(path.join(scratch, 'geo'), geo('visible'));
    const report = (dir) =>
      hydrationReport({ folder: 'mf-geo-pickup', version: 'v', dir, webDir, registry });

    assert.deepEqual(report(path.join(scratch, 'old')), { lines: [], warnings: [] });
    assert.match(report(path.join(scratch, 'geo')).lines[0], /the live shell records no policies/);
  }));
