import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NO_FILE, meanScriptCosts, scriptCostsFromTrace } from './script-costs.mjs';

const navigation = {
  ph: 'R',
  pid: 1,
  tid: 1,
  name: 'navigationStart',
  ts: 1_000,
  args: { frame: 'F', data: { isLoadingMainFrame: true, documentLoaderURL: 'http://x/demo-mx' } },
};
const complete = (name, ts, dur, args, thread = 1) => ({
  ph: 'X',
  pid: 1,
  tid: thread,
  name,
  ts,
  dur,
  args,
});

test("sums each file's evaluation and compiling on the page's thread after its navigation", () => {
  const costs = scriptCostsFromTrace([
    complete('EvaluateScript', 500, 9_000, { data: { url: 'http://x/shell/main.1.js' } }),
    navigation,
    complete('EvaluateScript', 2_000, 4_000, { data: { url: 'http://x/shell/main.1.js' } }),
    complete('EvaluateScript', 7_000, 1_500, { data: { url: 'http://x/shell/594.2.js?v=1' } }),
    complete('v8.compile', 2_100, 500, { data: { url: 'http://x/shell/main.1.js' } }),
    complete('v8.compile', 8_000, 250, { fileName: 'http://x/shell/594.2.js' }),
    complete('v8.compile', 9_000, 750, {}),
    complete('EvaluateScript', 9_500, 3_000, { data: { url: 'http://x/w.js' } }, 2),
  ]);
  assert.deepEqual(Object.fromEntries(costs), {
    'main.1.js': { evaluate: 4, compile: 0.5 },
    '594.2.js': { evaluate: 1.5, compile: 0.25 },
    [NO_FILE]: { evaluate: 0, compile: 0.75 },
  });
});

test('a trace without its navigation is refused, so that the load is measured again', () => {
  assert.throws(() => scriptCostsFromTrace([]), /no main-frame navigation/);
});

test('means over loads count a file missing from a load as nothing, costliest first', () => {
  const costs = meanScriptCosts([
    new Map([['a.js', { evaluate: 2, compile: 0 }]]),
    new Map([
      ['a.js', { evaluate: 4, compile: 0 }],
      ['b.js', { evaluate: 10, compile: 2 }],
    ]),
  ]);
  assert.deepEqual(costs, [
    { file: 'b.js', evaluate: 5, compile: 1 },
    { file: 'a.js', evaluate: 3, compile: 0 },
  ]);
});
