// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  BUDGETS_FILE,
  describeStanding,
  FIRST_SCREEN_FILE,
  firstScreenProblems,
  measureFirstScreen,
  readBudgets,
} from './first-screen.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const {
  firstScreenRecord,
  SHOP_PAGE_FIRST_SCREEN,
  FIRST_SCREEN_FILE: WRITTEN_FILE,
} = require('../webpack/compat-manifest-plugin.cjs');

async function inScratch(run) {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'barrio-first-screen-'));
  try {
    await run(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A build folder holding `files` ({ name: bytes }) and their first-screen record. */
async function writeBuild(dir, files) {
  await mkdir(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    await writeFile(path.join(dir, name), 'x'.repeat(bytes));
  }
  const record = { page: 'shop', modules: ['ShopPage'], files, bytes: 0 };
  record.bytes = Object.values(files).reduce((total, size) => total + size, 0);
  await writeFile(path.join(dir, FIRST_SCREEN_FILE), JSON.stringify(record));
}

async function writeBudgets(file, budgets) {
  const entries = Object.fromEntries(
    Object.entries(budgets).map(([folder, bytes]) => [folder, { bytes, reason: 'test' }]),
  );
  await writeFile(file, JSON.stringify({ page: 'test', total: 0, budgets: entries }));
}

test('the build writes the record the deploy reads', () => {
  assert.equal(WRITTEN_FILE, FIRST_SCREEN_FILE);
});

test('a build records its remote entry and the first-screen chunks of its exposed modules, each chunk once', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [
      { name: 'CartBar', assets: { js: { sync: ['355.a.js', 'cart-bar.js'] } } },
      { name: 'CartPage', assets: { js: { sync: ['355.a.js', 'cart-page.js'] } } },
    ],
  };
  const sizes = {
    'remoteEntry.js': 5000,
    '355.a.js': 3000,
    '355.b.js': 3000,
    'cart-bar.js': 1700,
    'control.js': 2300,
  };
  const chunk = (ids) => `"use strict";(self.webpackChunkmf_cart_checkout=[]).push([[${ids}],{`;
  const texts = {
    'remoteEntry.js': 'var mf_cart_checkout;',
    '355.a.js': chunk('355'),
    // One chunk emitted under two names counts once.
    '355.b.js': chunk('355'),
    'cart-bar.js': chunk('12'),
    'control.js': chunk('13'),
  };
  const record = firstScreenRecord({
    container: 'mf_cart_checkout',
    manifest: {
      ...manifest,
      exposes: [
        { name: 'CartBar', assets: { js: { sync: ['355.a.js', '355.b.js', 'cart-bar.js'] } } },
        // The cart's control on the catalogue's cards shares the cart bar's chunk 355.
        { name: 'ProductCartControl', assets: { js: { sync: ['355.a.js', 'control.js'] } } },
      ],
    },
    servedBytes: (file) => sizes[file],
    text: (file) => texts[file],
  });
  assert.deepEqual(record.modules, ['CartBar', 'ProductCartControl']);
  assert.deepEqual(record.files, {
    'remoteEntry.js': 5000,
    '355.a.js': 3000,
    'cart-bar.js': 1700,
    'control.js': 2300,
  });
  assert.equal(record.bytes, 12000);

  // A remote the shop page does not show costs its first screen nothing.
  const orders = firstScreenRecord({
    container: 'mf_orders',
    manifest,
    servedBytes: () => 1,
    text: () => '',
  });
  assert.deepEqual(orders, { page: 'shop', modules: [], files: {}, bytes: 0 });

  // A module the shop page loads and the build no longer exposes costs nothing here (the
  // compat check refuses that build): the remote entry alone.
  const catalog = firstScreenRecord({
    container: 'mf_catalog',
    manifest,
    servedBytes: (file) => sizes[file],
    text: (file) => texts[file],
  });
  assert.deepEqual(catalog.files, { 'remoteEntry.js': 5000 });
});

test("the shop page's first-screen modules are the ones the gateway preloads for it", async () => {
  const firstView = await readFile(
    path.join(root, 'gateway', 'src', 'modules', 'web', 'first-view.ts'),
    'utf8',
  );
  const shopPage = /const SHOP_PAGE: RouteModule\[\] = \[([^\]]*)\]/.exec(firstView)?.[1] ?? '';
  const preloaded = {};
  for (const [, folder, expose] of shopPage.matchAll(/folder: '([\w-]+)', expose: '(\w+)'/g)) {
    (preloaded[folder.replace(/-/g, '_')] ??= []).push(expose);
  }
  assert.deepEqual(preloaded, SHOP_PAGE_FIRST_SCREEN);
});

test('the budgets add up to the whole page budget, one entry with a reason per app', async () => {
  const budgets = readBudgets();
  const spec = await readFile(path.join(root, 'e2e', 'tests', 'page-weight.spec.ts'), 'utf8');
  const phoneKb = Number(/COLD_JS_BUDGET_KB = \{ phone: ([\d.]+)/.exec(spec)?.[1]);
  assert.equal(budgets.total, Math.round(phoneKb * 1024));
  const sum = Object.values(budgets.budgets).reduce((total, budget) => total + budget.bytes, 0);
  assert.equal(sum, budgets.total);
  const { REMOTE_FOLDERS } = await import('./deploy-lib.mjs');
  assert.deepEqual(Object.keys(budgets.budgets).sort(), ['shell', ...REMOTE_FOLDERS].sort());
  for (const [folder, budget] of Object.entries(budgets.budgets)) {
    assert.ok(Number.isInteger(budget.bytes) && budget.bytes >= 0, `${folder} bytes`);
    assert.ok(budget.reason?.length > 0 && !budget.reason.includes('\n'), `${folder} reason`);
  }
  assert.equal(path.relative(root, BUDGETS_FILE), path.join('deploy', 'first-screen-budgets.json'));
});

test('a build within its budget passes; one over it is refused, naming the remote and the overrun', () =>
  inScratch(async (scratch) => {
    const budgetsFile = path.join(scratch, 'budgets.json');
    await writeBudgets(budgetsFile, { 'mf-catalog': 64 * 1024 });
    const within = path.join(scratch, 'within');
    await writeBuild(within, { 'remoteEntry.js': 5 * 1024, 'shop.js': 59 * 1024 });
    assert.deepEqual(firstScreenProblems({ folder: 'mf-catalog', dir: within, budgetsFile }), []);

    const heavy = path.join(scratch, 'heavy');
    await writeBuild(heavy, { 'remoteEntry.js': 5 * 1024, 'shop.js': 66.4 * 1024 });
    const [problem, ...rest] = firstScreenProblems({
      folder: 'mf-catalog',
      dir: heavy,
      budgetsFile,
    });
    assert.equal(rest.length, 0);
    assert.match(
      problem.message,
      /^mf-catalog: first screen 71\.4 KB over its 64\.0 KB budget by 7\.4 KB \(.*budgets\.json\)$/,
    );
    assert.match(
      problem.deployFirst,
      /lighter by 7\.4 KB \(counted: remoteEntry\.js 5\.0 KB, shop\.js 66\.4 KB\)/,
    );
  }));

test('what is served counts: a file with a brotli twin counts the twin', () =>
  inScratch(async (scratch) => {
    await writeBuild(scratch, { 'remoteEntry.js': 4000, 'shop.js': 20000 });
    await writeFile(path.join(scratch, 'shop.js.br'), 'x'.repeat(5000));
    assert.equal(measureFirstScreen(scratch).bytes, 9000);
  }));

test('a build made before the record existed, or a remote without a budget, is not refused', () =>
  inScratch(async (scratch) => {
    const budgetsFile = path.join(scratch, 'budgets.json');
    await writeBudgets(budgetsFile, { 'mf-catalog': 1 });
    const old = path.join(scratch, 'old');
    await mkdir(old);
    await writeFile(path.join(old, 'remoteEntry.js'), 'x'.repeat(100_000));
    assert.deepEqual(firstScreenProblems({ folder: 'mf-catalog', dir: old, budgetsFile }), []);
    assert.match(describeStanding('mf-catalog', old, budgetsFile), /not recorded/);

    const unbudgeted = path.join(scratch, 'unbudgeted');
    await writeBuild(unbudgeted, { 'remoteEntry.js': 100_000 });
    assert.deepEqual(
      firstScreenProblems({ folder: 'mf-wallet', dir: unbudgeted, budgetsFile }),
      [],
    );
    assert.deepEqual(
      firstScreenProblems({
        folder: 'mf-catalog',
        dir: unbudgeted,
        budgetsFile: path.join(scratch, 'none.json'),
      }),
      [],
    );
  }));
