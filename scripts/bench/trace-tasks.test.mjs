import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mainThreadFromTrace } from './trace-tasks.mjs';

const FRAME = 'F1';
const ms = (n) => n * 1000;
const task = (at, dur, extra = {}) => ({
  ph: 'X',
  pid: 1,
  tid: 1,
  name: 'RunTask',
  ts: ms(at),
  dur: ms(dur),
  ...extra,
});
const nav = (at, url, frame = FRAME) => ({
  ph: 'R',
  pid: 1,
  tid: 1,
  name: 'navigationStart',
  ts: ms(at),
  args: { frame, data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const mark = (name, at, frame = FRAME) => ({
  ph: 'R',
  pid: 1,
  tid: 1,
  name,
  ts: ms(at),
  args: name === 'MarkDOMContent' ? { data: { frame, isMainFrame: true } } : { frame },
});

test('task time counts from the navigation; script stops at the last phone-long task', () => {
  const events = [
    task(0, 30), // before the navigation: not counted
    nav(100, 'http://x/demo-mx'),
    task(110, 40),
    { ...task(115, 20), name: 'EvaluateScript' },
    { ...task(120, 5), name: 'Layout' }, // inside the script, but layout
    mark('firstContentfulPaint', 160),
    mark('MarkDOMContent', 200),
    mark('MarkDOMContent', 900, 'SVG-IMAGE'), // an SVG image's own document
    task(300, 60),
    { ...task(300, 60), name: 'FunctionCall' },
    task(500, 5),
    { ...task(500, 5), name: 'FunctionCall' }, // after the last task of 12.5 ms or more
    { ...task(300, 60), tid: 2 }, // another thread
  ];
  assert.deepEqual(mainThreadFromTrace(events), {
    tasks: 105,
    interactive: 260,
    scriptBeforeInteractive: 15 + 60,
    longTasks: 1,
    style: 0,
    layout: 5,
    paint: 0,
  });
});

test('with no long task, interactive is DOMContentLoaded', () => {
  const events = [
    nav(0, 'http://x/'),
    task(10, 10),
    { ...task(10, 10), name: 'FunctionCall' },
    mark('MarkDOMContent', 50),
  ];
  const figures = mainThreadFromTrace(events);
  assert.equal(figures.interactive, 50);
  assert.equal(figures.scriptBeforeInteractive, 10);
});

test('a trace without a navigation is an error', () => {
  assert.throws(() => mainThreadFromTrace([task(0, 10)]), /no main-frame navigation/);
});
