// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import {
  mkdtemp,
  readFile,
  readdir,
  readlink,
  rm,
  mkdir,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { firstScreenCost, mainThreadProblems, mainThreadReport } from './main-thread-budget.mjs';
import { stageWebDir } from './main-thread-check.mjs';

async function inScratch(run) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'barrio-main-thread-'));
  try {
    await run(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A live web folder with the given release folders, WEB_DIR/shell linked to shells/s1. */
async function liveWebDir(scratch, releases) {
  const webDir = path.join(scratch, 'web');
  for (const dir of releases) await mkdir(path.join(webDir, dir), { recursive: true });
  await symlink(path.join('shells', 's1'), path.join(webDir, 'shell'));
  return webDir;
}

/** A registry entry as the deploy writes it. */
const entry = (name, version, url) => ({ name, version, url, deployedAt: 'then' });

const measured = (byApp) => ({
  page: '/demo-mx',
  loads: 3,
  slowdown: 4,
  chromium: '156.0.8078.108',
  busy: 3000,
  byApp: { shell: 1400, browser: 1200, ...byApp },
});

async function budgetsFile(dir) {
  const file = path.join(dir, 'budgets.json');
  await writeFile(
    file,
    JSON.stringify({
      mainThreadMs: 5000,
      budgets: {
        'mf-catalog': { bytes: 1, mainThreadMs: 600, reason: '' },
        'mf-cart-checkout': { bytes: 1, mainThreadMs: 250, reason: '' },
        'mf-orders': { bytes: 0, reason: '' },
      },
    }),
  );
  return file;
}

test('a remote over its main-thread budget is a problem naming it, the overrun and how it was measured', () =>
  inScratch(async (scratch) => {
    const file = await budgetsFile(scratch);
    const [problem, ...rest] = mainThreadProblems(
      'mf-catalog',
      measured({ 'mf-catalog': 1712.4 }),
      file,
    );
    assert.equal(rest.length, 0);
    assert.match(
      problem.message,
      /^mf-catalog: first screen main thread 1712 ms over its 600 ms budget by 1112 ms \(4× CPU, median of 3 loads of \/demo-mx, Chromium 156\.0\.8078\.108; .*budgets\.json\)$/,
    );
    assert.match(problem.deployFirst, /^mf-catalog, with 1112 ms less of its code running/);
    // At or under the budget, without a figure (not on the page) or without a budget: none.
    assert.deepEqual(mainThreadProblems('mf-catalog', measured({ 'mf-catalog': 600 }), file), []);
    assert.deepEqual(mainThreadProblems('mf-cart-checkout', measured({}), file), []);
    assert.deepEqual(mainThreadProblems('mf-orders', measured({ 'mf-orders': 900 }), file), []);
  }));

test("a build that takes the page's whole busy time over the page's budget is refused, naming it", () =>
  inScratch(async (scratch) => {
    const file = await budgetsFile(scratch);
    const busy = { ...measured({ 'mf-catalog': 300 }), busy: 6200.4 };
    const [problem, ...rest] = mainThreadProblems('mf-catalog', busy, file);
    assert.equal(rest.length, 0);
    assert.match(
      problem.message,
      /^mf-catalog: with this build \/demo-mx's main thread is busy 6200 ms, over the page's 5000 ms budget by 1200 ms \(4× CPU, median of 3 loads/,
    );
    assert.match(problem.deployFirst, /its own code 300 ms, the browser's work 1200 ms/);
  }));

test('on a machine where the live release is over a budget too, a build is held to the live release', () =>
  inScratch(async (scratch) => {
    const file = await budgetsFile(scratch);
    // A machine twice as slow as the budgets': the live release measured in the same run is over.
    const live = { ...measured({ 'mf-catalog': 900 }), busy: 7000 };
    const like = { ...measured({ 'mf-catalog': 1000 }), busy: 7400 };
    assert.equal(mainThreadProblems('mf-catalog', like, file).length, 2);
    assert.deepEqual(mainThreadProblems('mf-catalog', like, file, live), []);
    // Up to 1.25× the live release + 100 ms; a build that holds the main thread for longer is
    // still refused, with the live release's figure beside its own.
    const edge = { ...measured({ 'mf-catalog': 900 * 1.25 + 100 }), busy: 7000 };
    assert.deepEqual(mainThreadProblems('mf-catalog', edge, file, live), []);
    const heavier = { ...measured({ 'mf-catalog': 2400 }), busy: 8600 };
    const [problem, ...rest] = mainThreadProblems('mf-catalog', heavier, file, live);
    assert.equal(rest.length, 0);
    assert.match(
      problem.message,
      /^mf-catalog: first screen main thread 2400 ms over its 600 ms budget by 1800 ms \(4× CPU, median of 3 loads of \/demo-mx, Chromium [\d.]+; the live release 900 ms in the same run; .*budgets\.json\)$/,
    );
    const lines = mainThreadReport('mf-catalog', like, file, live);
    assert.match(
      lines.at(-1),
      /^mf-catalog: over a budget on this machine, so measured beside the live release in the same run: this build 1000 ms against 900 ms, the page busy 7400 ms against 7000 ms; a build may cost up to 1\.25× the live release \+ 100 ms/,
    );
  }));

test('a live release within its budget excuses nothing: the build alone is over', () =>
  inScratch(async (scratch) => {
    const file = await budgetsFile(scratch);
    const live = measured({ 'mf-catalog': 500 });
    const over = measured({ 'mf-catalog': 610 });
    const [problem] = mainThreadProblems('mf-catalog', over, file, live);
    assert.match(
      problem.message,
      /610 ms over its 600 ms budget by 10 ms .*the live release 500 ms/,
    );
  }));

test('the report counts the parts of the page that come alive by policy, and those still waiting', () =>
  inScratch(async (scratch) => {
    const file = await budgetsFile(scratch);
    const lines = mainThreadReport(
      'mf-catalog',
      { ...measured({ 'mf-catalog': 200 }), waiting: { visible: { parts: 20, waiting: 18 } } },
      file,
    );
    assert.equal(
      lines.at(-2),
      '/demo-mx: parts coming alive by policy after the load: 20 visible (18 still waiting)',
    );
  }));

test("the report gives this build's and the live remotes' standing, then the page's busy time", () =>
  inScratch(async (scratch) => {
    const file = await budgetsFile(scratch);
    const lines = mainThreadReport(
      'mf-catalog',
      measured({ 'mf-catalog': 200.4, 'mf-cart-checkout': 300 }),
      file,
    );
    assert.deepEqual(lines, [
      'mf-catalog: first screen main thread 200 ms of its 600 ms budget, 400 ms left (this build)',
      'mf-cart-checkout: first screen main thread 300 ms of its 250 ms budget, 50 ms over (live)',
      "/demo-mx: main thread busy 3000 ms of its 5000 ms budget, of which the browser's own work (style, layout, paint, parsing, collecting) 1200 ms (4× CPU, median of 3 loads of /demo-mx, Chromium 156.0.8078.108)",
    ]);
  }));

test('the staged web folder links the live one, with the candidate in its remote folder and a registry without canaries', () =>
  inScratch(async (scratch) => {
    const webDir = await liveWebDir(scratch, [
      'shells/s1',
      'remotes/mf-catalog/v1',
      'remotes/mf-catalog/v2',
      'remotes/mf-orders/o1',
    ]);
    const registry = {
      remotes: {
        'mf-catalog': entry('mf_catalog', 'v1', '/remotes/mf-catalog/v1'),
        'mf-orders': entry('mf_orders', 'o1', '/remotes/mf-orders/o1'),
      },
      releases: {},
      back: {},
      forward: {},
      canaries: { 'mf-catalog': { version: 'v2', percent: 20 } },
      log: [],
    };
    await writeFile(path.join(webDir, 'remotes.json'), JSON.stringify(registry));
    const candidate = path.join(scratch, 'dist');
    await mkdir(candidate);
    const stageDir = path.join(scratch, 'stage');

    await stageWebDir({
      webDir,
      stageDir,
      registry,
      app: 'mf-catalog',
      version: 'v3',
      source: candidate,
    });

    assert.deepEqual((await readdir(stageDir)).sort(), [
      'remotes',
      'remotes.json',
      'shell',
      'shells',
    ]);
    assert.equal(await readlink(path.join(stageDir, 'shells')), path.join(webDir, 'shells'));
    assert.equal(
      await readlink(path.join(stageDir, 'remotes', 'mf-orders')),
      path.join(webDir, 'remotes', 'mf-orders'),
    );
    assert.deepEqual((await readdir(path.join(stageDir, 'remotes', 'mf-catalog'))).sort(), [
      'v1',
      'v2',
      'v3',
    ]);
    assert.equal(await readlink(path.join(stageDir, 'remotes', 'mf-catalog', 'v3')), candidate);
    const staged = JSON.parse(await readFile(path.join(stageDir, 'remotes.json'), 'utf8'));
    assert.equal(staged.remotes['mf-catalog'].url, '/remotes/mf-catalog/v3');
    assert.equal(staged.remotes['mf-catalog'].name, 'mf_catalog');
    assert.deepEqual(staged.remotes['mf-orders'], registry.remotes['mf-orders']);
    assert.deepEqual(staged.canaries, {});
    // The live registry is left as it was.
    assert.equal(
      JSON.parse(await readFile(path.join(webDir, 'remotes.json'), 'utf8')).remotes['mf-catalog']
        .version,
      'v1',
    );
  }));

test('a shell candidate is staged as the live shell: its release beside the kept ones, and the shell link', () =>
  inScratch(async (scratch) => {
    const webDir = await liveWebDir(scratch, ['shells/s1', 'shells/s2', 'remotes/mf-catalog/v1']);
    const registry = {
      remotes: { 'mf-catalog': entry('mf_catalog', 'v1', '/remotes/mf-catalog/v1') },
      shell: entry('shell', 's1', '/shells/s1'),
      releases: {},
      back: {},
      forward: {},
      canaries: { shell: { version: 's2', percent: 10 } },
      log: [],
    };
    const candidate = path.join(scratch, 'shell-dist');
    await mkdir(candidate);
    const stageDir = path.join(scratch, 'stage');

    await stageWebDir({
      webDir,
      stageDir,
      registry,
      app: 'shell',
      version: 's3',
      source: candidate,
    });

    assert.deepEqual((await readdir(stageDir)).sort(), [
      'remotes',
      'remotes.json',
      'shell',
      'shells',
    ]);
    assert.equal(await readlink(path.join(stageDir, 'remotes')), path.join(webDir, 'remotes'));
    assert.deepEqual((await readdir(path.join(stageDir, 'shells'))).sort(), ['s1', 's2', 's3']);
    assert.equal(await readlink(path.join(stageDir, 'shells', 's3')), candidate);
    assert.equal(await readlink(path.join(stageDir, 'shell')), path.join('shells', 's3'));
    const staged = JSON.parse(await readFile(path.join(stageDir, 'remotes.json'), 'utf8'));
    assert.deepEqual(
      { ...staged.shell, deployedAt: 'now' },
      { name: 'shell', version: 's3', url: '/shells/s3', deployedAt: 'now' },
    );
    assert.deepEqual(staged.remotes, registry.remotes);
    assert.deepEqual(staged.canaries, {});
  }));

test("a deploy's record of what a build costs the first screen", () => {
  assert.deepEqual(
    firstScreenCost('mf-catalog', { bytes: 17800, measured: measured({ 'mf-catalog': 127.6 }) }),
    {
      bytes: 17800,
      mainThreadMs: 128,
      pageBusyMs: 3000,
      measuredWith: '4× CPU, median of 3 loads of /demo-mx, Chromium 156.0.8078.108',
    },
  );
  // A deploy without the main-thread check records the bytes alone; with neither, nothing.
  assert.deepEqual(firstScreenCost('mf-catalog', { bytes: 17800, measured: null }), {
    bytes: 17800,
  });
  assert.equal(firstScreenCost('shell', { measured: null }), null);
});
