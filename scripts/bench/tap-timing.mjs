// What a tap on a product card's "+" costs the main thread once the shop page has loaded, on a
// phone's screen at 4× CPU: the Event Timing API's processing time of each click (the handlers
// and the synchronous re-render they cause), on the first four cards of alternating loads of
// each origin. For comparing two builds, each served on its own port:
//   node scripts/bench/tap-timing.mjs <loads> http://localhost:8091/demo-mx http://localhost:8080/demo-mx
import { SCREENS, launchChromium } from './page-weight.mjs';
import { median, waitForStorefront } from './storefront.mjs';

const CPU_SLOWDOWN = 4;
const CARDS = 4;

/** The processing time of a click on each of the first cards' "+", in milliseconds. */
async function tapCards(browser, url) {
  const context = await browser.newContext(SCREENS.phone);
  try {
    const page = await context.newPage();
    await page.goto(url);
    // The page is the storefront's once its taps are no longer held (kept-taps).
    await waitForStorefront(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => {
      const clicks = (globalThis.__barrioClicks = []);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'click') clicks.push(entry.processingEnd - entry.processingStart);
      }).observe({ type: 'event', durationThreshold: 16 });
    });
    const cards = page.getByTestId('product-card');
    for (let i = 0; i < CARDS; i += 1) {
      await cards.nth(i).getByTestId('add-to-cart').click();
      await cards.nth(i).getByTestId('in-cart-count').waitFor({ state: 'attached' });
    }
    // Event Timing reports an interaction once its frame is presented.
    await page.waitForFunction((count) => globalThis.__barrioClicks.length >= count, CARDS);
    return await page.evaluate(() => globalThis.__barrioClicks);
  } finally {
    await context.close();
  }
}

const [loadsArg, ...urls] = process.argv.slice(2);
const loads = Number(loadsArg);
if (!(loads > 0) || urls.length === 0) {
  console.error('usage: tap-timing.mjs <loads> <url> [<url>…]');
  process.exit(2);
}
const browser = await launchChromium();
try {
  const clicks = Object.fromEntries(urls.map((url) => [url, []]));
  for (let load = 0; load < loads; load += 1)
    for (const url of urls) clicks[url].push(...(await tapCards(browser, url)));
  for (const url of urls) {
    const all = clicks[url];
    console.log(
      `${url}: a card's "+" at ${CPU_SLOWDOWN}× CPU: processing median ${median(all).toFixed(0)} ms ` +
        `(${Math.min(...all).toFixed(0)} to ${Math.max(...all).toFixed(0)} ms, ${all.length} taps)`,
    );
  }
} finally {
  await browser.close();
}
