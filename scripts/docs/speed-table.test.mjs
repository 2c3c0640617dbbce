// The table at the top of docs/speed.md is what scripts/docs/speed-table.mjs makes of the
// committed docs/bench-results.json: a figure edited by hand there, or a results file committed
// without its table, fails here. `npm run docs:speed` writes the table again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  END,
  RESULTS_FILE,
  SPEED_DOC,
  START,
  currentBlock,
  renderSpeedTable,
  replaceBlock,
  speedDocWith,
} from './speed-table.mjs';

test('docs/speed.md carries the table generated from docs/bench-results.json', async () => {
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  const doc = readFileSync(SPEED_DOC, 'utf8');
  const expected = await speedDocWith(results, doc);
  assert.equal(
    currentBlock(doc),
    currentBlock(expected),
    'the table in docs/speed.md is not the one docs/bench-results.json makes: run `npm run docs:speed`',
  );
});

test('every Lighthouse figure is printed with its versions and benchmarkIndex', () => {
  const results = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
  const block = renderSpeedTable(results);
  for (const [page, figures] of Object.entries(results.lighthouse ?? {})) {
    const row = block.split('\n').find((line) => line.startsWith(`| ${page} |`));
    assert.ok(row, `no row for ${page}`);
    assert.ok(row.includes(figures.lighthouseVersion), `${page}: no Lighthouse version`);
    assert.ok(row.includes(figures.chromiumVersion), `${page}: no Chromium version`);
    assert.ok(row.includes(String(Math.round(figures.benchmarkIndex))), `${page}: no index`);
  }
  assert.match(block, /load average/);
});

test('a section the run skipped says so instead of showing old figures', () => {
  const block = renderSpeedTable({
    at: '2026-11-28T02:00:00.000Z',
    products: 10,
    machine: { node: 'v20', cpu: 'CPU', cores: 2, load: [1, 1, 1] },
  });
  assert.match(block, /Lighthouse: not measured in this run\./);
  assert.match(block, /Orders on postgres: not measured in this run\./);
});

test('only the block between the markers is replaced', () => {
  const doc = `before\n${START}\nold\n${END}\nafter\n`;
  assert.equal(
    replaceBlock(doc, `${START}\nnew\n${END}`),
    `before\n${START}\nnew\n${END}\nafter\n`,
  );
  assert.throws(() => replaceBlock('no markers', 'x'), /no <!-- bench:start -->/);
});

test("the browser's first Intl call is printed beside the main thread's figures", () => {
  const block = renderSpeedTable({
    at: '2026-11-29T06:00:00.000Z',
    products: 10,
    machine: { node: 'v20', cpu: 'CPU', cores: 2, load: [1, 1, 1] },
    intlFirstUse: [
      { name: 'new Intl.NumberFormat', runs: 7, first: 51.04, again: 0.2, range: [38.8, 102.8] },
    ],
  });
  assert.match(block, /first `Intl.NumberFormat`.*median of 7: 51 ms unthrottled \(39 to 103 ms\)/);
  assert.match(block, /blocks about 154 ms of the 150 ms TBT target/);
});

test('the floors measured beside /demo-mx are printed with their range and index', () => {
  const floor = (tbts) => ({
    score: 0.9,
    lcp: 1300,
    tbt: tbts[1],
    tbts,
    benchmarkIndex: 2000,
    benchmarkIndexes: [1990, 2000, 2010],
  });
  const block = renderSpeedTable({
    at: '2026-11-29T15:00:00.000Z',
    products: 10,
    machine: { node: 'v20', cpu: 'CPU', cores: 2, load: [1, 1, 1] },
    lighthouse: {
      '/demo-mx': {
        ...floor([900, 1000, 1100]),
        cls: 0,
        score: 0.7,
        lighthouseVersion: '12.8.2',
        chromiumVersion: '156',
      },
    },
    lighthouseFloor: {
      '/demo-mx without its scripts': floor([180, 365, 507]),
      'a blank page': floor([0, 40, 136]),
    },
    mainThreadUnthrottled: {
      url: 'http://h/demo-mx',
      runs: 3,
      tasks: 2000,
      scriptBeforeInteractive: 900,
      interactive: 3000,
    },
    mainThreadUnthrottledFloor: {
      url: 'http://h/demo-mx',
      runs: 3,
      tasks: 540,
      scriptBeforeInteractive: 3,
      interactive: 1100,
    },
  });
  assert.match(
    block,
    /\| \/demo-mx without its scripts \| 0\.90 \| 1\.3 s \| 365 ms \(180 to 507\) \| 2000 \(1990, 2000, 2010\) \|/,
  );
  assert.match(block, /\| a blank page \| .* \| 40 ms \(0 to 136\) \|/);
  assert.match(
    block,
    /\| \/demo-mx without its scripts \| 540 ms \| 3 ms \| 1100 ms \| the floor: no script file ran \|/,
  );
});
