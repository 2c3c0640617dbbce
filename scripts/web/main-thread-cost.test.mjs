// Run with `node --test scripts/web/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appOfScript, mainThreadByApp } from './main-thread-cost.mjs';

const PAGE = 'http://127.0.0.1:8080';
const frame = (id, functionName, url, parent) => ({
  id,
  ...(parent ? { parent } : {}),
  callFrame: { functionName, ...(url ? { url } : {}) },
});

// One page load as Chromium writes it: the renderer's navigation, then its profile in two
// chunks. Node ids: 1 root, 2 (program), 3 (idle), 4 the shell's React, 5 a catalogue
// component called by React, 6 React's createElement called by that component, 7 a built-in
// (appendChild) called by React, 8 the cart's code, 9 the collector.
function traceOfLoad({ navigationAt = 1_000 } = {}) {
  const nodes = [
    frame(1, '(root)'),
    frame(2, '(program)', null, 1),
    frame(3, '(idle)', null, 1),
    frame(4, 'performWorkUntilDeadline', `${PAGE}/5412.js`, 1),
    frame(5, 'ProductCard', `${PAGE}/remotes/mf-catalog/0.1.0-abc/1781.js`, 4),
    frame(6, 'createElement', `${PAGE}/5412.js`, 5),
    frame(7, 'appendChild', '', 4),
    frame(8, 'CartBar', `${PAGE}/remotes/mf-cart-checkout/0.1.0-def/196.js`, 1),
    frame(9, '(garbage collector)', null, 1),
  ];
  // Each sample stands for the time until the next one (the deltas, in microseconds).
  const samples = [4, 5, 6, 4, 7, 8, 2, 9, 3, 4];
  const deltas = [900, 100, 2_000, 3_000, 1_000, 4_000, 5_000, 6_000, 7_000, 8_000];
  return [
    {
      name: 'navigationStart',
      ph: 'R',
      pid: 10,
      tid: 10,
      ts: navigationAt,
      args: {
        frame: 'F',
        data: { isLoadingMainFrame: true, documentLoaderURL: `${PAGE}/demo-mx` },
      },
    },
    {
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      pid: 10,
      tid: 10,
      ts: 0,
      args: { data: { startTime: 0 } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      pid: 10,
      tid: 11,
      ts: 1,
      args: {
        data: {
          cpuProfile: { nodes: nodes.slice(0, 5), samples: samples.slice(0, 4) },
          timeDeltas: deltas.slice(0, 4),
        },
      },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      pid: 10,
      tid: 11,
      ts: 2,
      args: {
        data: {
          cpuProfile: { nodes: nodes.slice(5), samples: samples.slice(4) },
          timeDeltas: deltas.slice(4),
        },
      },
    },
    // Another renderer's profile (an SVG image's document, an extension) is not the page's.
    {
      name: 'Profile',
      ph: 'P',
      id: '0x1',
      pid: 20,
      tid: 20,
      ts: 0,
      args: { data: { startTime: 0 } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      pid: 20,
      tid: 21,
      ts: 1,
      args: {
        data: {
          cpuProfile: { nodes: nodes.slice(0, 5), samples: [5, 5] },
          timeDeltas: [1_000, 50_000],
        },
      },
    },
  ];
}

test('each sample counts to the innermost remote on its stack, else to the shell or the browser', () => {
  const { busy, byApp } = mainThreadByApp(traceOfLoad());
  // Samples at 900 (React, before the navigation at 1 000: not counted), 1 000 (the component:
  // 2 ms), 3 000 (createElement under the component: 3 ms), 6 000 (React: 1 ms), 7 000
  // (appendChild under React: 4 ms), 11 000 (the cart: 5 ms), 16 000 ((program): 6 ms),
  // 22 000 (the collector: 7 ms), 29 000 (idle: not busy), 37 000 (the last: no length).
  assert.deepEqual(byApp, { 'mf-catalog': 5, shell: 5, 'mf-cart-checkout': 5, browser: 13 });
  assert.equal(busy, 28);
});

test('a trace without the navigation or without a profile says so', () => {
  const events = traceOfLoad();
  assert.throws(() => mainThreadByApp(events.slice(1)), /no main-frame navigation/);
  assert.throws(() => mainThreadByApp(events.slice(0, 1)), /no CPU profile in the trace/);
});

test('a script belongs to the remote whose folder serves it, else to the shell', () => {
  assert.equal(appOfScript(`${PAGE}/remotes/mf-catalog/0.1.0-abc/remoteEntry.js`), 'mf-catalog');
  assert.equal(appOfScript('/remotes/mf-wallet/1/x.js?v=2'), 'mf-wallet');
  assert.equal(appOfScript(`${PAGE}/main.8691f3fc.js`), 'shell');
  assert.equal(appOfScript(`${PAGE}/shells/0.1.0-84b1/main.js`), 'shell');
  assert.equal(appOfScript(''), null);
});
