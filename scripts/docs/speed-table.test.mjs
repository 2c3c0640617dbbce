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
