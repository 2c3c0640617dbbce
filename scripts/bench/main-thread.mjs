// The main thread's work over a cold load, on a phone's screen at 4× CPU (Chromium's own
// throttling, as Lighthouse's preset simulates it): how long it was busy (tasks), how much of
// that was script, and how much of it blocked input (each long task's time over 50 ms, the
// sum TBT makes of them). Lighthouse's TBT comes from a single trace per run and swings by
// several hundred milliseconds on a shared machine; these medians over alternating loads of
// two origins are the fairer way to compare two builds. A checkout URL is loaded with three
// products in the cart, as Lighthouse measures it:
//   node scripts/bench/main-thread.mjs <runs> http://localhost:8091/demo-mx http://localhost:8092/demo-mx
// The same load without throttling, traced (unthrottledMainThread), gives the figures the
// targets name: the top-level task time of the load and the script evaluated before the page is
// interactive (defined in trace-tasks.mjs).
import { fileURLToPath } from 'node:url';
import { fillCartFor, isCheckout } from './fill-cart.mjs';
import { SCREENS, launchChromium } from './page-weight.mjs';
import { median } from './storefront.mjs';
import { TRACE_CATEGORIES, mainThreadFromTrace } from './trace-tasks.mjs';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// A load ends once the network is idle and no long task has run for this long: Lighthouse's
// TBT counts up to the page's time to interactive (five quiet seconds); the work a page does
// after its last request (measuring, re-rendering, images decoding) counts here too.
const QUIET_MS = 1000;

// A script file of the page (its inline lines are not files and still run).
const SCRIPT_FILE = /\.js(\?|$)/;
const POLL_MS = 100;
// A page that never goes quiet fails its load rather than holding the bench forever.
const QUIET_TIMEOUT_MS = 60_000;

/**
 * The value of a one-line expression in the page, asked through the DevTools protocol.
 * Playwright's own `page.evaluate` and `waitForFunction` first install its helper script in the
 * page: a task of 15 to 40 ms unthrottled, 60 to 160 ms at 4×, on the page's main thread in the
 * middle of the traced load, counted as the page's task time and script, and the last long task
 * that set when the page was "interactive". A bare expression costs the page well under a
 * millisecond.
 */
export async function valueInPage(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
  return result.value;
}

/**
 * Waits until no long task has ended for `QUIET_MS`, asking the page every `POLL_MS`; fails
 * after `timeoutMs`.
 */
export async function untilQuiet(cdp, { timeoutMs = QUIET_TIMEOUT_MS } = {}) {
  const quietFor = `performance.now() - globalThis.__barrioLastLongTaskEnd`;
  const deadline = Date.now() + timeoutMs;
  while ((await valueInPage(cdp, quietFor)) <= QUIET_MS) {
    if (Date.now() >= deadline) {
      throw new Error(`the page had long tasks for more than ${timeoutMs} ms: no quiet end`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * One cold load of `url` on a phone's screen at `slowdown` × CPU, until the page is quiet: the
 * main thread's busy, script and blocking time; with `trace`, what `trace.read` makes of a
 * Chromium trace of the load in `trace.categories` (and of the loaded page) instead. With
 * `blockScripts`, the page's script files are refused: what is left is the cost of its markup.
 * @param {{ slowdown?: number, blockScripts?: boolean, trace?: { categories: string[], read: (events: object[], page: import('playwright-core').Page) => any } }} [options]
 */
export async function coldLoad(
  browser,
  url,
  { slowdown = CPU_SLOWDOWN, blockScripts = false, trace } = {},
) {
  const context = await browser.newContext(SCREENS.phone);
  try {
    // The cart is filled in a page of its own: the measured page then opens on the checkout as a
    // shopper's new tab would. Sent from about:blank in the filling page instead, the load's
    // navigation was often missing from the trace.
    if (isCheckout(url)) {
      const filling = await context.newPage();
      await fillCartFor(filling, url);
      await filling.close();
    }
    const page = await context.newPage();
    if (blockScripts) await page.route(SCRIPT_FILE, (route) => route.abort('blockedbyclient'));
    await page.addInitScript(() => {
      const durations = [];
      globalThis.__barrioLongTasks = durations;
      globalThis.__barrioLastLongTaskEnd = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          durations.push(entry.duration);
          globalThis.__barrioLastLongTaskEnd = entry.startTime + entry.duration;
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    if (trace) await browser.startTracing(page, { categories: trace.categories });
    await page.goto(url, { waitUntil: 'networkidle' });
    await untilQuiet(cdp);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const longTasks = await valueInPage(cdp, 'globalThis.__barrioLongTasks');
    if (trace) {
      const { traceEvents } = JSON.parse(String(await browser.stopTracing()));
      return await trace.read(traceEvents, page);
    }
    return {
      busy: metric('TaskDuration'),
      script: metric('ScriptDuration'),
      blocking: longTasks.reduce((sum, ms) => sum + Math.max(0, ms - LONG_TASK_MS), 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` loads of each URL with `load(browser, url)`, taking turns (the order flips every
 * round, so a machine growing busier weighs on both alike), in one browser: per URL, the list.
 */
export async function alternatingLoads(urls, runs, load) {
  const browser = await launchChromium();
  const loads = new Map(urls.map((url) => [url, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const url of round % 2 === 0 ? urls : [...urls].reverse()) {
        loads.get(url).push(await load(browser, url));
      }
    }
  } finally {
    await browser.close();
  }
  return loads;
}

/** `runs` cold loads of each URL, taking turns: per URL, the medians in milliseconds. */
export async function mainThreadWork(urls, runs) {
  const loads = await alternatingLoads(urls, runs, (browser, url) => coldLoad(browser, url));
  return urls.map((url) => {
    const measured = loads.get(url);
    return {
      url,
      runs: measured.length,
      busy: median(measured.map((load) => load.busy)),
      script: median(measured.map((load) => load.script)),
      blocking: median(measured.map((load) => load.blocking)),
    };
  });
}

// Chromium now and then leaves a traced load's navigation out of the trace (seen with the
// machine busy): such a load is measured again rather than failing the run.
/** coldLoad with a trace, measured again (up to `attempts` loads) when the trace lacks the navigation. */
export async function tracedColdLoad(browser, url, options, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await coldLoad(browser, url, options);
    } catch (error) {
      if (attempt >= attempts || !/no main-frame navigation/.test(error.message)) throw error;
    }
  }
}

const unthrottledLoad = (browser, target) =>
  tracedColdLoad(browser, target.url ?? target, {
    slowdown: 1,
    blockScripts: target.blockScripts ?? false,
    trace: { categories: TRACE_CATEGORIES, read: mainThreadFromTrace },
  });

/**
 * `runs` cold loads of each target (a URL, or `{ url, blockScripts }` for its markup alone),
 * taking turns as mainThreadWork does, on a phone's screen with no CPU throttling, each traced:
 * per target, medians in milliseconds of the load's top-level task time, of the script
 * evaluated before the page was interactive, and of when that was.
 */
export async function unthrottledMainThreadOf(targets, runs) {
  const loads = await alternatingLoads(targets, runs, unthrottledLoad);
  return targets.map((target) => {
    const measured = loads.get(target);
    return {
      url: target.url ?? target,
      ...(target.blockScripts ? { blockScripts: true } : {}),
      runs: measured.length,
      tasks: median(measured.map((load) => load.tasks)),
      scriptBeforeInteractive: median(measured.map((load) => load.scriptBeforeInteractive)),
      interactive: median(measured.map((load) => load.interactive)),
      longTasks: median(measured.map((load) => load.longTasks)),
      style: median(measured.map((load) => load.style)),
      layout: median(measured.map((load) => load.layout)),
      paint: median(measured.map((load) => load.paint)),
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [runs, ...urls] = process.argv.slice(2);
  for (const result of await mainThreadWork(urls, Number(runs))) {
    console.log(
      `${result.url}: busy ${Math.round(result.busy)} ms, script ${Math.round(result.script)} ms, ` +
        `long tasks blocking ${Math.round(result.blocking)} ms (median of ${result.runs})`,
    );
  }
  for (const free of await unthrottledMainThreadOf(urls, Number(runs))) {
    console.log(
      `${free.url} unthrottled: tasks ${Math.round(free.tasks)} ms, script before interactive ` +
        `${Math.round(free.scriptBeforeInteractive)} ms, interactive at ${Math.round(free.interactive)} ms; ` +
        `style ${Math.round(free.style)} ms, layout ${Math.round(free.layout)} ms, paint ${Math.round(free.paint)} ms`,
    );
  }
}
