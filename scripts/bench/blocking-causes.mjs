// Where a cold load's blocking time comes from, by cause: each unthrottled top-level task after
// the first contentful paint that would be a long task on Lighthouse's phone (12.5 ms here, 50 ms
// at 4×) blocks for 4 × its time − 50 ms, as Lighthouse's simulation counts it, and is put down
// to what its JavaScript samples (a CPU profile traced with the load, named through the build's
// source maps) were mostly doing: a synchronous React render (an update React cannot slice),
// React's passive effects, React's sliced render or commit, evaluating a script, other script,
// or the browser's own work (parsing, style, layout, paint). "Evaluating x.js" names the file,
// not whose code ran: webpack runs the modules that waited for a set of chunks inside the
// evaluation of the last of them to arrive (see script-costs.mjs). Alternating loads of each
// URL; a URL may name the folder its files were published to (for the source maps), else `.web`;
// `--tasks` lists each load's long tasks with the functions they ran most:
//   node scripts/bench/blocking-causes.mjs 5 http://localhost:8091/demo-mx=/tmp/web-before \
//     http://localhost:8092/demo-mx
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alternatingLoads, tracedColdLoad } from './main-thread.mjs';
import { TRACE_CATEGORIES, navigationOf } from './trace-tasks.mjs';

const require = createRequire(import.meta.url);
const PHONE_LONG_TASK_US = 12_500;
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** What a sample's stack (function names, innermost first) says its task was doing. */
export function causeOfStack(functionNames) {
  const has = (name) => functionNames.includes(name);
  // Playwright's own script, polling for the load's end: not the page's.
  if (has('InjectedScript') || has('UtilityScript')) return 'the measuring harness';
  if (has('performSyncWorkOnRoot') || has('flushSyncWorkAcrossRoots_impl'))
    return 'synchronous render';
  if (has('flushPassiveEffects')) return 'passive effects';
  if (has('performWorkOnRoot')) return 'sliced render and commit';
  return functionNames.some((name) => name && !name.startsWith('(')) ? 'other script' : 'browser';
}

/** Top-level complete events of one thread (those no other event of it contains). */
export function topLevelEvents(threadEvents) {
  const sorted = [...threadEvents].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top = [];
  for (const event of sorted) {
    const last = top.at(-1);
    if (!last || event.ts >= last.ts + last.dur) top.push(event);
  }
  return top;
}

/** The profile's samples on `pid`: [time in µs, node], with each node's parent linked. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let clock = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') clock = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const profile = event.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push([clock, id]);
    });
  }
  return samples.map(([time, id]) => [time, nodes.get(id), nodes]);
}

/**
 * The traced load's tasks after the first contentful paint that would be long on Lighthouse's
 * phone: when each started (ms from the navigation), how long it ran unthrottled, its blocking
 * at 4×, its cause, and the functions its samples were in most (`nameOf(callFrame)` names a
 * profile's frame, through source maps where there are some), with their share of the task.
 */
export function longTasksOf(events, nameOf) {
  const navigation = navigationOf(events);
  if (!navigation) throw new Error('no main-frame navigation in the trace');
  const { pid, tid } = navigation;
  const firstPaint =
    events.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === navigation.args.frame)
      ?.ts ?? navigation.ts;
  const thread = events.filter((e) => e.ph === 'X' && e.pid === pid && e.tid === tid);
  const samples = samplesOf(events, pid);
  const tasks = [];
  for (const task of topLevelEvents(thread)) {
    if (task.dur < PHONE_LONG_TASK_US || task.ts < firstPaint) continue;
    const counts = new Map();
    const functions = new Map();
    let sampled = 0;
    for (const [time, node, nodes] of samples) {
      if (time < task.ts || time > task.ts + task.dur) continue;
      const names = [];
      for (let frame = node; frame; frame = nodes.get(frame.parent)) {
        names.push(nameOf(frame.callFrame));
      }
      const cause = causeOfStack(names);
      counts.set(cause, (counts.get(cause) ?? 0) + 1);
      functions.set(names[0], (functions.get(names[0]) ?? 0) + 1);
      sampled += 1;
    }
    const evaluation = thread.find(
      (e) =>
        e.name === 'EvaluateScript' &&
        e.args?.data?.url?.startsWith('http') &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.dur > task.dur / 2,
    );
    tasks.push({
      at: (task.ts - navigation.ts) / 1000,
      ms: task.dur / 1000,
      blocking: (task.dur / 1000) * SLOWDOWN - LONG_TASK_MS,
      cause: evaluation
        ? `evaluating ${path.basename(new URL(evaluation.args.data.url).pathname).replace(/\.[0-9a-f]{8}\.js$/, '.js')}`
        : ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'browser'),
      top: [...functions]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, count]) => ({ name, share: count / sampled })),
    });
  }
  return tasks;
}

/** Milliseconds of blocking per cause over a traced load (see longTasksOf). */
export function blockingCauses(events, nameOf) {
  const causes = new Map();
  for (const { cause, blocking } of longTasksOf(events, nameOf)) {
    causes.set(cause, (causes.get(cause) ?? 0) + blocking);
  }
  return causes;
}

/** Names frames of the page's own files through their source maps in `webDir`. */
function frameNamer(webDir) {
  const { SourceMapConsumer } = require('source-map-js');
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      const served = new URL(url).pathname;
      const file = path.join(
        webDir,
        served.startsWith('/remotes/') ? '' : 'shell',
        `${served}.map`,
      );
      maps.set(
        url,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null,
      );
    }
    return maps.get(url);
  };
  return (callFrame) => {
    const map = callFrame.url?.startsWith('http') ? mapOf(callFrame.url) : null;
    if (!map) return callFrame.functionName;
    const original = map.originalPositionFor({
      line: callFrame.lineNumber + 1,
      column: callFrame.columnNumber,
    });
    return original.name ?? callFrame.functionName;
  };
}

const readTrace = (events) => events;

async function main() {
  const args = process.argv.slice(2);
  const listTasks = args.includes('--tasks');
  const [runsArg, ...targets] = args.filter((arg) => arg !== '--tasks');
  const runs = Number(runsArg);
  if (!Number.isInteger(runs) || runs < 1 || targets.length === 0) {
    console.error('usage: blocking-causes.mjs [--tasks] <runs> <url>[=<published web folder>] ...');
    process.exit(2);
  }
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const parsed = targets.map((target) => {
    const [url, webDir = path.join(repoRoot, '.web')] = target.split('=');
    return { url, nameOf: frameNamer(webDir) };
  });
  const loads = await alternatingLoads(
    parsed.map(({ url }) => url),
    runs,
    (browser, url) =>
      tracedColdLoad(browser, url, {
        slowdown: 1,
        trace: {
          categories: [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'],
          read: readTrace,
        },
      }),
  );
  for (const { url, nameOf } of parsed) {
    // Now and then a trace misses its load's navigation (the load cannot be placed in time):
    // such a load is left out and said so, not taken as one without blocking.
    const traced = loads.get(url).filter((events) => navigationOf(events));
    if (traced.length < runs)
      console.log(`${url}: ${runs - traced.length} of ${runs} traces had no navigation, left out`);
    if (listTasks) {
      for (const [index, events] of traced.entries()) {
        console.log(`${url}, load ${index + 1}: long tasks after the first paint`);
        for (const task of longTasksOf(events, nameOf)) {
          const top = task.top
            .map(({ name, share }) => `${name || '(anonymous)'} ${Math.round(share * 100)} %`)
            .join(', ');
          console.log(
            `${Math.round(task.at).toString().padStart(7)} ms  ${task.ms.toFixed(1).padStart(5)} ms, blocking ${Math.round(task.blocking).toString().padStart(3)} ms  ${task.cause}: ${top}`,
          );
        }
      }
    }
    const perLoad = traced.map((events) => blockingCauses(events, nameOf));
    const totals = new Map();
    for (const causes of perLoad)
      for (const [cause, ms] of causes)
        totals.set(cause, (totals.get(cause) ?? 0) + ms / perLoad.length);
    console.log(
      `${url}: blocking after first paint, mean of ${perLoad.length} loads (4 × task − 50 ms)`,
    );
    for (const [cause, ms] of [...totals].sort((a, b) => b[1] - a[1]))
      console.log(`${Math.round(ms).toString().padStart(7)} ms  ${cause}`);
    const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`${Math.round(all).toString().padStart(7)} ms  in all`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
