// What the bench's browser scripts share about the storefront they measure.

/**
 * The page's kept taps on `window` (KEPT_TAPS_GLOBAL of shared/src/first-view/kept-taps.ts,
 * a TypeScript file these scripts cannot import; storefront.test.mjs holds the two alike).
 */
export const KEPT_TAPS_GLOBAL = '__barrioKeptTaps1';

/**
 * Waits until a loaded page is the storefront's to use: a page the server rendered holds taps
 * until the browser has hydrated it (its kept taps open); any other page is at once.
 */
export async function waitForStorefront(page) {
  await page.waitForFunction((key) => globalThis[key]?.open !== false, KEPT_TAPS_GLOBAL);
}

/** The middle value (the upper one of an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
