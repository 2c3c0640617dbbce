// What a shopper's browser downloads for a page, as served (compressed bytes on the wire):
// every response of a cold load in Chromium until the network is idle, by kind, on a phone's
// screen (Lighthouse's mobile preset: the shoppers the targets are written for) and on a
// desktop window (wider, so the first page of products fills less of it and the next one,
// with the grid's virtualiser, comes at once).
//   node scripts/bench/page-weight.mjs <origin> /demo-mx /grande-mx
import { fileURLToPath } from 'node:url';

/** Browser contexts the weights are measured in, by name. */
export const SCREENS = {
  // Lighthouse 13's mobile emulation (a Moto G Power): 412 × 823 CSS pixels at 1.75×.
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  // Playwright's default window, the one the browser journeys run in.
  desktop: { viewport: { width: 1280, height: 720 } },
};

function kindOf(url, contentType) {
  if (/javascript/.test(contentType) || /\.m?js(\?|$)/.test(url)) return 'js';
  if (/css/.test(contentType)) return 'css';
  if (/html/.test(contentType)) return 'html';
  if (/json/.test(contentType)) return 'json';
  if (/image|svg/.test(contentType)) return 'image';
  return 'other';
}

/** Debian's Chromium (or CHROMIUM_PATH), headless, as the benchmarks drive it. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
}

/**
 * Loads each path cold on each screen and returns
 * { path, screen, files, bytes: {js, css, html, json, image, other} }.
 */
export async function pageWeights(origin, paths, screens = Object.keys(SCREENS)) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const pagePath of paths)
      for (const screen of screens) {
        const context = await browser.newContext(SCREENS[screen]);
        const page = await context.newPage();
        const responses = [];
        page.on('requestfinished', (request) => responses.push(request));
        await page.goto(new URL(pagePath, origin).href, { waitUntil: 'networkidle' });
        const bytes = { js: 0, css: 0, html: 0, json: 0, image: 0, other: 0 };
        const files = { js: 0, css: 0, html: 0, json: 0, image: 0, other: 0 };
        for (const request of responses) {
          const response = await request.response();
          if (!response) continue;
          const sizes = await request.sizes();
          const kind = kindOf(request.url(), response.headers()['content-type'] ?? '');
          bytes[kind] += sizes.responseBodySize;
          files[kind] += 1;
        }
        results.push({ path: pagePath, screen, bytes, files });
        await context.close();
      }
  } finally {
    await browser.close();
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [origin, ...paths] = process.argv.slice(2);
  for (const result of await pageWeights(origin, paths)) {
    const js = (result.bytes.js / 1024).toFixed(1);
    console.log(
      `${result.path} (${result.screen}): JS ${js} KB in ${result.files.js} files`,
      result.bytes,
    );
  }
}
