// What the browser's first Intl call costs a page, apart from any of the storefront's code: in a
// fresh renderer (each run its own browser context) on a blank page, the time of the first call
// of each kind, unthrottled. react-intl and intl-messageformat ask
// `Intl.NumberFormat.supportedLocalesOf` for every provider and message they create, so every
// page of the storefront pays the first of these once per load, in one task of its own
// (shell/src/app/prepare-intl.ts). Lighthouse's phone counts that task four times over.
//   node scripts/bench/intl-first-use.mjs [runs] [locale]
// With `--page` and URLs, how long the page's own first Intl question took on its main thread
// (`supportedLocalesOf` of numbers and dates, cold loads on a phone's screen, taking turns):
// the shell's entry starts a worker that asks it first, so that the page finds it answered.
//   node scripts/bench/intl-first-use.mjs --page [runs] http://localhost:8091/demo-mx http://localhost:8080/demo-mx
import { fileURLToPath } from 'node:url';
import { median } from './storefront.mjs';
import { SCREENS, launchChromium } from './page-weight.mjs';

/** Each first use, as the page's script would write it. */
export const FIRST_USES = {
  'Intl.NumberFormat.supportedLocalesOf': (locale) => Intl.NumberFormat.supportedLocalesOf(locale),
  'new Intl.NumberFormat': (locale) => new Intl.NumberFormat(locale).format(1250.5),
  'new Intl.DateTimeFormat': (locale) => new Intl.DateTimeFormat(locale).format(0),
  'new Intl.PluralRules': (locale) => new Intl.PluralRules(locale).select(2),
};

/** Milliseconds of `use` as the first Intl call of a fresh renderer, then of a second call. */
async function timeFirstUse(browser, use, locale) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>blank</title><p>blank</p>');
    return await page.evaluate(
      ([source, tag]) => {
        const call = (0, eval)(`(${source})`);
        const first = performance.now();
        call(tag);
        const second = performance.now();
        call(tag);
        return { first: second - first, again: performance.now() - second };
      },
      [use.toString(), locale],
    );
  } finally {
    await context.close();
  }
}

/** Per first use, the medians over `runs` fresh renderers (taking turns). */
export async function intlFirstUse(runs, locale) {
  const browser = await launchChromium();
  const times = new Map(Object.keys(FIRST_USES).map((name) => [name, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const [name, use] of Object.entries(FIRST_USES)) {
        times.get(name).push(await timeFirstUse(browser, use, locale));
      }
    }
  } finally {
    await browser.close();
  }
  return [...times].map(([name, measured]) => ({
    name,
    runs: measured.length,
    first: median(measured.map((m) => m.first)),
    again: median(measured.map((m) => m.again)),
    range: [Math.min(...measured.map((m) => m.first)), Math.max(...measured.map((m) => m.first))],
  }));
}

/** Before any of the page's script: times each `supportedLocalesOf` call on the main thread. */
function timeLocaleQuestions() {
  const calls = [];
  globalThis.__barrioLocaleQuestions = calls;
  for (const format of [Intl.NumberFormat, Intl.DateTimeFormat]) {
    const ask = format.supportedLocalesOf;
    format.supportedLocalesOf = function timed(...args) {
      const start = performance.now();
      try {
        return ask.apply(this, args);
      } finally {
        calls.push(performance.now() - start);
      }
    };
  }
}

/** Per URL, the median over `runs` cold loads of its first two locale questions' time, in ms. */
export async function pageFirstIntl(urls, runs) {
  const browser = await launchChromium();
  const times = new Map(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const url of run % 2 === 0 ? urls : [...urls].reverse()) {
        const context = await browser.newContext(SCREENS.phone);
        try {
          const page = await context.newPage();
          await page.addInitScript(timeLocaleQuestions);
          await page.goto(url, { waitUntil: 'networkidle' });
          await page.waitForFunction(() => globalThis.__barrioLocaleQuestions.length >= 2);
          const calls = await page.evaluate(() => globalThis.__barrioLocaleQuestions);
          times.get(url).push(calls[0] + calls[1]);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return [...times].map(([url, measured]) => ({
    url,
    runs: measured.length,
    first: median(measured),
    range: [Math.min(...measured), Math.max(...measured)],
  }));
}

/** `--page [runs] <url>…`: the page's own first question, per URL. */
async function printPageFirstIntl(args) {
  const hasRuns = /^\d+$/.test(args[0] ?? '');
  const runs = hasRuns ? Number(args[0]) : 7;
  const urls = args.slice(hasRuns ? 1 : 0);
  console.log(`the page's first Intl question on its main thread, median of ${runs} cold loads:`);
  for (const { url, first, range } of await pageFirstIntl(urls, runs)) {
    console.log(
      `${url.padEnd(40)} ${first.toFixed(1).padStart(6)} ms (${range[0].toFixed(1)} to ${range[1].toFixed(1)})`,
    );
  }
}

/** `[runs] [locale]`: each first use in a blank renderer. */
async function printBlankFirstUses([runsArg, localeArg]) {
  const runs = Number(runsArg ?? 7);
  const locale = localeArg ?? 'es-MX';
  console.log(`first Intl call of a fresh renderer, blank page, ${locale}, median of ${runs}:`);
  for (const { name, first, again, range } of await intlFirstUse(runs, locale)) {
    console.log(
      `${name.padEnd(38)} first ${first.toFixed(1).padStart(6)} ms ` +
        `(${range[0].toFixed(1)} to ${range[1].toFixed(1)}), again ${again.toFixed(2)} ms`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--page') await printPageFirstIntl(args.slice(1));
  else await printBlankFirstUses(args);
}
