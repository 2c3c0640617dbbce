import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blockingCauses, causeOfStack, topLevelEvents } from './blocking-causes.mjs';

const ms = (n) => n * 1000;

test('a sample is put down to the React work on its stack', () => {
  assert.equal(causeOfStack(['x', 'performSyncWorkOnRoot', 'flush']), 'synchronous render');
  assert.equal(causeOfStack(['subscribe', 'flushPassiveEffects']), 'passive effects');
  assert.equal(causeOfStack(['beginWork', 'performWorkOnRoot']), 'sliced render and commit');
  assert.equal(causeOfStack(['loadShare', '(root)']), 'other script');
  assert.equal(causeOfStack(['(program)', '(root)']), 'browser');
  assert.equal(causeOfStack(['evaluate', 'InjectedScript']), 'the measuring harness');
});

test('only events no other one contains are top-level', () => {
  const outer = { ts: 0, dur: 10 };
  const inner = { ts: 2, dur: 3 };
  const next = { ts: 10, dur: 1 };
  assert.deepEqual(topLevelEvents([inner, next, outer]), [outer, next]);
});

test("a long task after the first paint blocks for 4 × its time − 50 ms, by its samples' cause", () => {
  const frame = 'F';
  const thread = { pid: 1, tid: 1 };
  const events = [
    {
      ...thread,
      ph: 'R',
      name: 'navigationStart',
      ts: 0,
      args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: 'http://x/' } },
    },
    { ...thread, ph: 'R', name: 'firstContentfulPaint', ts: ms(100), args: { frame } },
    // Before the first paint: not counted.
    { ...thread, ph: 'X', name: 'RunTask', ts: ms(50), dur: ms(40) },
    // 20 ms, its samples in a synchronous render: 4 × 20 − 50 = 30 ms.
    { ...thread, ph: 'X', name: 'RunTask', ts: ms(200), dur: ms(20) },
    // 10 ms: short enough on the phone too.
    { ...thread, ph: 'X', name: 'RunTask', ts: ms(300), dur: ms(10) },
    // 30 ms, most of it evaluating a script: 70 ms.
    { ...thread, ph: 'X', name: 'RunTask', ts: ms(400), dur: ms(30) },
    {
      ...thread,
      ph: 'X',
      name: 'EvaluateScript',
      ts: ms(401),
      dur: ms(25),
      args: { data: { url: 'http://x/start-3.0a1b2c3d.js' } },
    },
    { pid: 1, tid: 1, name: 'Profile', args: { data: { startTime: ms(200) } } },
    {
      pid: 1,
      tid: 1,
      name: 'ProfileChunk',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)' } },
              { id: 2, parent: 1, callFrame: { functionName: 'performSyncWorkOnRoot' } },
            ],
            samples: [2, 2],
          },
          timeDeltas: [ms(5), ms(5)],
        },
      },
    },
  ];
  const causes = blockingCauses(events, (callFrame) => callFrame.functionName);
  assert.deepEqual(Object.fromEntries(causes), {
    'synchronous render': 30,
    'evaluating start-3.js': 70,
  });
});
