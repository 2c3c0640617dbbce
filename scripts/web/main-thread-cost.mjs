// Whose code kept the page's main thread busy during a load: Chromium's sampling profiler (the
// `disabled-by-default-v8.cpu_profiler` trace category) records the renderer's stack about
// every tenth of a millisecond; each sample's time goes to the app whose code is innermost on
// that stack. A remote's own functions count to it, and so does every library call they make
// (React's createElement, intl's formatters); React's own work loop between components, the
// browser's style, layout and paint, and garbage collection count to no remote. A remote's
// figure is therefore what its code costs the page, not everything its components cause.
//
// Only a build's files served under /remotes/<folder>/ are told apart; every other script of
// the page's origin (the shell and the shared libraries it provides) is the `shell`.

import { navigationOf } from '../bench/trace-tasks.mjs';

/** Trace categories the attribution needs, on top of the ones naming the navigation. */
export const PROFILER_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

const REMOTE_PATH = /\/remotes\/([\w-]+)\//;
// The profiler's own pseudo-frames: the thread waiting for work, and the collector.
const IDLE = '(idle)';
const NOT_SCRIPT = new Set(['(program)', '(garbage collector)', '(root)']);

/** The app a script URL belongs to: a remote's folder, `shell`, or null for no script. */
export function appOfScript(url) {
  if (!url) return null;
  const remote = REMOTE_PATH.exec(new URL(url, 'http://page').pathname + '/');
  return remote ? remote[1] : 'shell';
}

/**
 * The CPU profiles of one renderer process, assembled from their `Profile` and `ProfileChunk`
 * events: nodes by id (each with its parent), and samples with the time each was taken.
 */
function profilesOf(events, pid) {
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid || (event.name !== 'Profile' && event.name !== 'ProfileChunk')) continue;
    let profile = profiles.get(event.id);
    if (!profile) {
      profile = { nodes: new Map(), samples: [], deltas: [], startTime: 0 };
      profiles.set(event.id, profile);
    }
    const data = event.args?.data ?? {};
    if (event.name === 'Profile') {
      profile.startTime = data.startTime ?? event.ts;
      continue;
    }
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    profile.samples.push(...(data.cpuProfile?.samples ?? []));
    profile.deltas.push(...(data.timeDeltas ?? []));
  }
  return [...profiles.values()];
}

/** The app a sampled stack counts to: its innermost remote frame's, else its leaf's kind. */
function appOfStack(nodes, leafId) {
  const leaf = nodes.get(leafId);
  if (!leaf) return null;
  for (let node = leaf; node; node = nodes.get(node.parent)) {
    const remote = REMOTE_PATH.exec(node.callFrame?.url ?? '');
    if (remote) return remote[1];
  }
  const name = leaf.callFrame?.functionName;
  if (name === IDLE) return null;
  if (NOT_SCRIPT.has(name)) return 'browser';
  // A frame without a URL is a built-in (appendChild, fetch): its caller's app, up the stack.
  for (let node = leaf; node; node = nodes.get(node.parent)) {
    const app = appOfScript(node.callFrame?.url);
    if (app) return app;
  }
  return 'browser';
}

/**
 * Milliseconds of the page's main thread from its navigation to the end of the trace:
 * `busy`, every sample not idle; `byApp`, that time by the app it counts to (a remote's folder,
 * `shell`, or `browser` for work no script is on the stack of).
 * @param {object[]} events a Chromium trace's `traceEvents` (times in microseconds)
 * @returns {{ busy: number, byApp: Record<string, number> }}
 */
export function mainThreadByApp(events) {
  const navigation = navigationOf(events);
  if (!navigation) throw new Error('no main-frame navigation in the trace');
  const profiles = profilesOf(events, navigation.pid);
  if (profiles.length === 0)
    throw new Error(`no CPU profile in the trace (is ${PROFILER_CATEGORY} recorded?)`);
  const byApp = {};
  let busy = 0;
  for (const { nodes, samples, deltas, startTime } of profiles) {
    let at = startTime;
    for (let index = 0; index < samples.length; index += 1) {
      at += deltas[index] ?? 0;
      // A sample stands for the time until the next one, as DevTools draws it.
      const duration = deltas[index + 1] ?? 0;
      if (at < navigation.ts) continue;
      const app = appOfStack(nodes, samples[index]);
      if (!app) continue;
      byApp[app] = (byApp[app] ?? 0) + duration / 1000;
      busy += duration / 1000;
    }
  }
  return { busy, byApp };
}
