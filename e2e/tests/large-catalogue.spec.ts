import { writeFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import { LARGE_CATALOG, LIGHTHOUSE_PHONE, needs } from '../fixtures/storefront';

// The shop of ten thousand products (LARGE_CATALOG): the grid flows, then windows, and stays
// bounded far down.

/** Keeps a screenshot in the test's output folder and attaches it to the report. */
async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// These journeys run in a worker whose storefront seeds the large shop (a worker option, so
// set for the whole file); the other files' journeys never wait for its seed.
test.use({ largeCatalog: true });

test.describe('a catalogue of ten thousand products', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });
  test.beforeEach(({ storefront }) => {
    needs(storefront.largeCatalog, `needs the shop ${LARGE_CATALOG.slug} of ten thousand products`);
  });

  test.describe('on a phone', () => {
    test.use(LIGHTHOUSE_PHONE);

    test('the first page flows, and its cards stay in place when the next page windows the grid', async ({
      page,
      shop,
    }) => {
      await shop.open(LARGE_CATALOG.slug);
      const grid = page.getByTestId('product-grid');
      await expect(grid).toHaveAttribute('data-layout', 'flowing');
      await expect(shop.cards).toHaveCount(24);

      // Every frame until the grid is windowed, where each card sits in the list.
      const spread = page.evaluate(
        () =>
          new Promise<Record<string, number>>((resolve) => {
            const list = document.querySelector('[data-testid="product-grid"]')!;
            const range = new Map<string, [number, number]>();
            const sample = () => {
              const top = list.getBoundingClientRect().top;
              for (const card of list.querySelectorAll('[data-testid="product-card"]')) {
                const at = card.getBoundingClientRect().top - top;
                const key = card.getAttribute('aria-posinset') ?? '?';
                const [low, high] = range.get(key) ?? [at, at];
                range.set(key, [Math.min(low, at), Math.max(high, at)]);
              }
            };
            const frame = () => {
              sample();
              if (list.getAttribute('data-layout') === 'windowed') {
                resolve(
                  Object.fromEntries([...range].map(([key, [low, high]]) => [key, high - low])),
                );
              } else requestAnimationFrame(frame);
            };
            frame();
          }),
      );
      // Near the end of the first page: the next one is asked for, with the virtualiser.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(grid).toHaveAttribute('data-layout', 'windowed');
      const moved = Object.entries(await spread).filter(([, pixels]) => pixels > 1);
      expect(moved, 'cards that moved in the list when it was windowed').toEqual([]);
      await expect(shop.cards.last()).toHaveAttribute('aria-posinset', /^(2[5-9]|[3-9]\d)$/);
    });
  });

  /** Cards in the DOM stay bounded: the grid renders only the rows near the viewport. */
  const MAX_CARDS_IN_DOM = 120;

  test('scrolls far down with a bounded DOM while new products keep appearing', async ({
    page,
    shop,
  }, testInfo) => {
    const furthest: number[] = [];
    const cardsInDom: number[] = [];

    await test.step(`open ${LARGE_CATALOG.slug}`, async () => {
      await shop.open(LARGE_CATALOG.slug);
      await expect(shop.total).toContainText('10,000');
      await snap(page, testInfo, 'large-top');
    });
    await test.step('measure frames while scrolling down, page after page', async () => {
      await page.evaluate(() => {
        const frames: number[] = [];
        let last = performance.now();
        const tick = (now: number) => {
          frames.push(now - last);
          last = now;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
        (window as unknown as { __barrioFrames: number[] }).__barrioFrames = frames;
      });
      for (let round = 0; round < 12; round += 1) {
        const before = await shop.furthestPosition();
        await page.mouse.move(640, 360);
        for (let wheel = 0; wheel < 8; wheel += 1) await page.mouse.wheel(0, 1500);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => shop.furthestPosition()).toBeGreaterThan(before);
        furthest.push(await shop.furthestPosition());
        cardsInDom.push(await page.getByTestId('product-card').count());
      }
      await snap(page, testInfo, 'large-far-down');
    });
    await test.step('the DOM stayed bounded and the products moved on', async () => {
      const stats = await page.evaluate(() => {
        const frames = (window as unknown as { __barrioFrames: number[] }).__barrioFrames.slice(1);
        const sorted = [...frames].sort((a, b) => a - b);
        const at = (q: number) =>
          sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
        return {
          frames: frames.length,
          medianMs: at(0.5),
          p95Ms: at(0.95),
          maxMs: sorted[sorted.length - 1] ?? 0,
          over50Ms: frames.filter((frame) => frame > 50).length,
        };
      });
      // Timings on a shared machine are noise, so they are kept for reading, never asserted.
      const statsPath = testInfo.outputPath('scroll-frame-stats.json');
      await writeFile(statsPath, JSON.stringify({ ...stats, furthest, cardsInDom }, null, 2));
      await testInfo.attach('scroll-frame-stats', {
        path: statsPath,
        contentType: 'application/json',
      });
      expect(Math.max(...cardsInDom)).toBeLessThan(MAX_CARDS_IN_DOM);
      expect(furthest[furthest.length - 1]).toBeGreaterThan(24 * 10);
      const firstVisible = Number(await shop.cards.first().getAttribute('aria-posinset'));
      expect(firstVisible).toBeGreaterThan(24);
    });
  });
});
