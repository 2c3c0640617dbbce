import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareSides } from './lighthouse-ab.mjs';

const run = (side, lcp, tbt) => ({
  side,
  score: 0.9,
  lcp,
  fcp: 800,
  tbt,
  cls: 0,
  benchmarkIndex: 2000,
});

test('each side keeps its own runs: medians and ranges, whatever the order they ran in', () => {
  const sides = compareSides([
    run('before', 1500, 300),
    run('after', 900, 200),
    run('before', 1300, 250),
    run('after', 1000, 150),
    run('before', 1400, 400),
  ]);
  assert.equal(sides.before.runs, 3);
  assert.equal(sides.before.lcp, 1400);
  assert.deepEqual(sides.before.range, { lcp: [1300, 1500], tbt: [250, 400] });
  assert.equal(sides.after.runs, 2);
  // The upper middle of an even count, as the bench's medians.
  assert.equal(sides.after.lcp, 1000);
  assert.deepEqual(sides.after.range, { lcp: [900, 1000], tbt: [150, 200] });
});
