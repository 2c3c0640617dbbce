// What each script file of a cold load costs the page's main thread, unthrottled: the time
// Chromium spent evaluating it (`EvaluateScript`, which runs the webpack modules it defines
// when they are required at once) and compiling it (`v8.compile`), as means over alternating
// loads, and their sum. It tells which files a change took out of the load. A file's evaluation
// is not only its own: webpack runs the modules that waited for a set of chunks when the last
// of them arrives, inside that file's evaluation, and which file arrives last changes from load
// to load. Compare sums, and which files are there; events that name no file (inline scripts)
// are listed as "(no file named)".
// A checkout URL is loaded with three products in the cart, as main-thread.mjs does:
//   node scripts/bench/script-costs.mjs 9 http://localhost:8091/demo-mx/checkout \
//     http://localhost:8080/demo-mx/checkout
import { fileURLToPath } from 'node:url';
import { alternatingLoads, tracedColdLoad } from './main-thread.mjs';
import { TRACE_CATEGORIES, navigationOf } from './trace-tasks.mjs';

export const SCRIPT_COST_CATEGORIES = [...TRACE_CATEGORIES, 'v8', 'disabled-by-default-v8.compile'];
export const NO_FILE = '(no file named)';

const fileOf = (url) => (url ? url.split(/[?#]/)[0].split('/').pop() || url : NO_FILE);

/**
 * Per script file (its name without the folder), the milliseconds of evaluation and of compiling
 * on the page's main thread from its navigation on, read from one trace's events.
 * @returns {Map<string, { evaluate: number, compile: number }>}
 */
export function scriptCostsFromTrace(events) {
  const navigation = navigationOf(events);
  if (!navigation) throw new Error('no main-frame navigation in the trace');
  const costs = new Map();
  const add = (url, kind, microseconds) => {
    const file = fileOf(url);
    const cost = costs.get(file) ?? { evaluate: 0, compile: 0 };
    cost[kind] += microseconds / 1000;
    costs.set(file, cost);
  };
  for (const event of events) {
    if (event.ph !== 'X' || event.pid !== navigation.pid || event.tid !== navigation.tid) continue;
    if (event.ts < navigation.ts) continue;
    if (event.name === 'EvaluateScript') add(event.args?.data?.url, 'evaluate', event.dur);
    if (event.name === 'v8.compile') {
      add(event.args?.data?.url ?? event.args?.fileName, 'compile', event.dur);
    }
  }
  return costs;
}

/** The mean cost per file over `loads` (each a scriptCostsFromTrace map), costliest first. */
export function meanScriptCosts(loads) {
  const sums = new Map();
  for (const costs of loads) {
    for (const [file, cost] of costs) {
      const sum = sums.get(file) ?? { evaluate: 0, compile: 0 };
      sum.evaluate += cost.evaluate;
      sum.compile += cost.compile;
      sums.set(file, sum);
    }
  }
  return [...sums]
    .map(([file, sum]) => ({
      file,
      evaluate: sum.evaluate / loads.length,
      compile: sum.compile / loads.length,
    }))
    .sort((a, b) => b.evaluate + b.compile - (a.evaluate + a.compile));
}

const SHOWN_FROM_MS = 0.5;

async function main() {
  const [runs, ...urls] = process.argv.slice(2);
  const loads = await alternatingLoads(urls, Number(runs), (browser, url) =>
    tracedColdLoad(browser, url, {
      slowdown: 1,
      trace: { categories: SCRIPT_COST_CATEGORIES, read: scriptCostsFromTrace },
    }),
  );
  for (const url of urls) {
    const costs = meanScriptCosts(loads.get(url));
    const total = (kind) => costs.reduce((sum, cost) => sum + cost[kind], 0);
    console.log(
      `${url}: mean of ${loads.get(url).length} cold loads, unthrottled: evaluate ` +
        `${total('evaluate').toFixed(1)} ms, compile ${total('compile').toFixed(1)} ms in all`,
    );
    for (const { file, evaluate, compile } of costs) {
      if (evaluate + compile < SHOWN_FROM_MS) continue;
      console.log(
        `  ${file.padEnd(48)} evaluate ${evaluate.toFixed(1).padStart(6)} ms` +
          `  compile ${compile.toFixed(1).padStart(6)} ms`,
      );
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
