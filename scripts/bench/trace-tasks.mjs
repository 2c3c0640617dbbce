// What a Chromium trace of one cold load says about the page's main thread: the top-level task
// time of the whole load, and the script evaluated before the page is interactive.
//
// "Interactive" here is Lighthouse's idea of it (time to interactive) without its five-second
// window, on an unthrottled CPU: the latest of the main frame's DOMContentLoaded, its first
// contentful paint and the end of the last task of the load that would be a long task on the
// phone Lighthouse simulates (50 ms at a 4x slower CPU: 12.5 ms here). The page marks nothing
// itself (no "hydrated" mark); hydration runs in tasks just after DOMContentLoaded, and the
// first data renders after it, so the last such task is where they end. The load itself ends
// when the network is idle and no 50 ms task has run for a second (see main-thread.mjs).
//
// Only complete events ("ph": "X") are read: Chromium writes tasks and script that way.
// Task time counts from the navigation's start to the end of the trace, which ends the load.

/** The trace categories these figures need (tasks, script, DOMContentLoaded, paints). */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  'v8.execute',
];

const LONG_TASK_US = 50_000;
const PHONE_LONG_TASK_US = LONG_TASK_US / 4;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
// Script time is counted as Lighthouse's "Script Evaluation" group counts it
// (core/lib/tracehouse/task-groups.js): the self time of these events and of the events nested
// in them that belong to no other group; the style, layout, paint, parsing, compiling and
// garbage collection they cause are not script.
const SCRIPT_NAMES = new Set([
  'EventDispatch',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireIdleCallback',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
]);

const OTHER_GROUP_NAMES = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'ScheduleStyleRecalculation',
  'RecalculateStyles',
  'UpdateLayoutTree',
  'InvalidateLayout',
  'Layout',
  'HitTest',
  'PrePaint',
  'Paint',
  'PaintImage',
  'Layerize',
  'Commit',
  'UpdateLayer',
  'UpdateLayerTree',
  'Decode Image',
  'ImageDecodeTask',
  'GPUTask',
  'MinorGC',
  'MajorGC',
  'BlinkGC.AtomicPhase',
  'v8.compile',
  'v8.compileModule',
  'v8.parseOnBackground',
  'v8.produceCache',
  'v8.produceModuleCache',
]);

const end = (event) => event.ts + (event.dur ?? 0);

/**
 * [start, end) pieces of a thread's time spent as script: each event's self time (its own
 * time less its children's), grouped by the nearest named ancestor (itself included).
 */
function scriptSelfIntervals(threadEvents) {
  const sorted = [...threadEvents].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const pieces = [];
  const stack = [];
  const close = (frame) => {
    if (frame.script && frame.cursor < end(frame.event))
      pieces.push([frame.cursor, end(frame.event)]);
  };
  for (const event of sorted) {
    while (stack.length && end(stack.at(-1).event) <= event.ts) close(stack.pop());
    const parent = stack.at(-1);
    if (parent) {
      if (parent.script && event.ts > parent.cursor) pieces.push([parent.cursor, event.ts]);
      parent.cursor = Math.max(parent.cursor, Math.min(end(event), end(parent.event)));
    }
    const script = SCRIPT_NAMES.has(event.name)
      ? true
      : OTHER_GROUP_NAMES.has(event.name) || TASK_NAMES.has(event.name)
        ? false
        : (parent?.script ?? false);
    stack.push({ event, script, cursor: event.ts });
  }
  while (stack.length) close(stack.pop());
  return pieces;
}

/** Total length of the union of [start, end) intervals (nested or overlapping ones count once). */
function unionLength(intervals) {
  let total = 0;
  let reach = -Infinity;
  for (const [start, stop] of [...intervals].sort((a, b) => a[0] - b[0])) {
    if (stop <= reach) continue;
    total += stop - Math.max(start, reach);
    reach = stop;
  }
  return total;
}

/**
 * The page's document: its navigation (the last main-frame navigationStart with a URL; SVG
 * images are documents of their own, in frames of their own) and so its renderer main thread.
 */
export function navigationOf(events) {
  return events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        e.args?.data?.documentLoaderURL,
    )
    .at(-1);
}

/**
 * Milliseconds from the trace's events (Chromium's `traceEvents`, times in microseconds):
 * `tasks`, the top-level task time on the page's main thread from the navigation on;
 * `interactive`, when the page became interactive (as defined above), from the navigation;
 * `scriptBeforeInteractive`, the script evaluated on the main thread before then; `longTasks`,
 * how many top-level tasks took 50 ms or more.
 */
export function mainThreadFromTrace(events) {
  const navigation = navigationOf(events);
  if (!navigation) throw new Error('no main-frame navigation in the trace');
  const { pid, tid, frame } = { ...navigation, frame: navigation.args.frame };
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid);
  const tasks = onThread.filter((e) => TASK_NAMES.has(e.name));
  const start = navigation.ts;
  const loadTasks = tasks.filter((e) => end(e) > start);
  const lastLongTaskEnd = Math.max(
    start,
    ...loadTasks.filter((e) => e.dur >= PHONE_LONG_TASK_US).map(end),
  );
  const markTimes = events
    .filter(
      (e) =>
        ((e.name === 'MarkDOMContent' && e.args?.data?.frame === frame) ||
          (e.name === 'firstContentfulPaint' && e.args?.frame === frame)) &&
        e.ts >= start,
    )
    .map((e) => e.ts);
  const interactive = Math.max(lastLongTaskEnd, ...markTimes);
  const script = scriptSelfIntervals(onThread)
    .filter(([from, to]) => to > start && from < interactive)
    .map(([from, to]) => [Math.max(from, start), Math.min(to, interactive)]);
  const ms = (us) => us / 1000;
  const timeIn = (name) =>
    ms(onThread.filter((e) => e.name === name && e.ts >= start).reduce((sum, e) => sum + e.dur, 0));
  return {
    tasks: ms(unionLength(loadTasks.map((e) => [Math.max(e.ts, start), end(e)]))),
    interactive: ms(interactive - start),
    scriptBeforeInteractive: ms(unionLength(script)),
    longTasks: loadTasks.filter((e) => e.dur >= LONG_TASK_US).length,
    // The browser's own rendering work over the load: what markup and pictures cost.
    style: timeIn('UpdateLayoutTree'),
    layout: timeIn('Layout'),
    paint: timeIn('Paint'),
  };
}
