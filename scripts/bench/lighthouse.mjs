// Lighthouse (the devDependency's version; mobile preset: 150 ms RTT, 1.6 Mbps, 4x CPU
// slowdown) against Debian's Chromium, median of N runs. Each run keeps the Lighthouse and
// Chromium versions and Lighthouse's benchmarkIndex (how fast this machine ran its own
// calibration loop then): a score from another version, another Chromium or a busier machine
// is not comparable, so the three travel with every figure. The checkout is measured with three products in the cart: a
// browser started here fills the cart on the shop page, its HTTP cache is cleared, and
// Lighthouse runs on that same browser without resetting storage.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fillCartFor } from './fill-cart.mjs';
import { median } from './storefront.mjs';
import { freePort } from '../lib/free-port.mjs';

const require = createRequire(import.meta.url);
const lighthouseCli = require.resolve('lighthouse/cli/index.js');
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'];

// Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is retried.
function runOnce(url, extraArgs, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouse(url, extraArgs);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

function runLighthouse(url, extraArgs) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'barrio-lh-'));
  const output = path.join(dir, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      ...extraArgs,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const audit = (id) => report.audits[id]?.numericValue ?? NaN;
    return {
      score: report.categories.performance.score,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      finalUrl: report.finalDisplayedUrl,
      lighthouseVersion: report.lighthouseVersion,
      chromiumVersion: chromiumVersionOf(report.environment?.hostUserAgent),
      benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let installedChromium;
/**
 * "156.0.8078.108": from the user agent Lighthouse saw when it is whole, else from
 * `chromium --version` (Chromium's reduced user agent says only "156.0.0.0").
 */
export function chromiumVersionOf(userAgent) {
  const seen = /(?:HeadlessChrome|Chrome|Chromium)\/([\d.]+)/.exec(userAgent ?? '')?.[1];
  if (seen && !seen.endsWith('.0.0.0')) return seen;
  installedChromium ??=
    /([\d.]+)/.exec(spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[1] ??
    'unknown';
  return installedChromium;
}

/** The distinct values, joined: one version unless something changed between runs. */
const distinct = (values) => [...new Set(values)].join(', ');

export function summarize(runs) {
  return {
    lighthouseVersion: distinct(runs.map((r) => r.lighthouseVersion)),
    chromiumVersion: distinct(runs.map((r) => r.chromiumVersion)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    benchmarkIndexes: runs.map((r) => r.benchmarkIndex),
    runs: runs.length,
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    tbts: runs.map((r) => r.tbt),
    cls: median(runs.map((r) => r.cls)),
    fcp: median(runs.map((r) => r.fcp)),
    finalUrl: runs.at(-1)?.finalUrl,
  };
}

// Lighthouse blocks requests whose URL matches a pattern: every script file of the page, so that
// what is left is the cost of its HTML and CSS alone (its few inline lines still run).
const SCRIPT_FILES = '*.js';

const pageArgs = ({ blockScripts = false } = {}) => [
  `--chrome-flags=${chromeFlags.join(' ')}`,
  ...(blockScripts ? [`--blocked-url-patterns=${SCRIPT_FILES}`] : []),
];

/** Median of `runs` cold loads of `url`; with `blockScripts`, of its markup without its scripts. */
export function lighthousePage(url, runs, options) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(runOnce(url, pageArgs(options)));
  return summarize(results);
}

/**
 * Medians of `runs` cold loads of each entry (`{ url, blockScripts? }`, by name), taken in turns
 * (A B C A B C …) so that a machine growing busier or quieter weighs on all alike: what a page
 * costs is read against its floors measured in the same minutes.
 */
export function lighthousePagesInTurns(entries, runs) {
  const results = Object.fromEntries(Object.keys(entries).map((name) => [name, []]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, { url, ...options }] of Object.entries(entries)) {
      results[name].push(runOnce(url, pageArgs(options)));
    }
  }
  return Object.fromEntries(Object.entries(results).map(([name, r]) => [name, summarize(r)]));
}

/** Median of `runs` loads of the checkout with three products in the cart. */
export async function lighthouseCheckout(origin, shop, runs) {
  const { chromium: playwright } = await import('playwright-core');
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    const port = await freePort();
    const profile = mkdtempSync(path.join(os.tmpdir(), 'barrio-lh-profile-'));
    const browser = spawn(
      chromium,
      [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
      { stdio: 'ignore' },
    );
    try {
      let connected = null;
      for (let attempt = 0; attempt < 100 && !connected; attempt += 1) {
        connected = await playwright
          .connectOverCDP(`http://127.0.0.1:${port}`)
          .catch(() => new Promise((resolve) => setTimeout(() => resolve(null), 100)));
      }
      if (!connected) throw new Error('Chromium did not open its debugging port');
      const context = connected.contexts()[0];
      const page = await context.newPage();
      await fillCartFor(page, `${origin}/${shop}/checkout`);
      await page.close();
      await connected.close();
      results.push(
        runOnce(`${origin}/${shop}/checkout`, [`--port=${port}`, '--disable-storage-reset']),
      );
    } finally {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing the profile as the browser exits:
      // removing it is retried, and a profile left behind in the temp folder never fails a run.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`could not remove ${profile} (${error.code}); left in place`);
      }
    }
  }
  return summarize(results);
}
