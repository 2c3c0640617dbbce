import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { repoRoot } from '../fixtures/storefront';

const SHOP = 'demo-mx';
const FIRST_VIEW = '#barrio-first-view';
/** The first view's copies of the page's test ids (the page's own stay unique). */
const inFirstView = (testId: string) => `${FIRST_VIEW} [data-first-view-testid="${testId}"]`;

/** The API calls the first screen makes when the page renders alone. */
const FIRST_SCREEN_CALLS = [
  `/api/shops/${SHOP}`,
  '/api/banners',
  '/api/menus',
  '/api/categories/',
  '/api/brands',
  '/api/products',
];

function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (
        globalThis as unknown as Record<
          symbol,
          { latest(name: string): { quantity: number } | undefined }
        >
      )[Symbol.for('@barrio/shared/bus@2')]?.latest('cart:updated')?.quantity ?? 0,
  );
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the shop page arrives as HTML with the shop's name, banners and first products", async ({
    page,
  }) => {
    const shop = (await (await page.request.get(`/api/shops/${SHOP}`)).json()) as { name: string };
    const response = await page.goto(`/${SHOP}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');

    await expect(page.locator(inFirstView('shop-name'))).toHaveText(shop.name);
    await expect(page.locator(`${inFirstView('banners')} img`).first()).toBeVisible();
    const cards = page.locator(inFirstView('product-card'));
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator(inFirstView('product-total'))).toBeVisible();
    // Every message formatted: an ICU message the server could not format shows its source.
    const text = await page.locator(FIRST_VIEW).innerText();
    expect(text).not.toMatch(/[{}]/);
    await expect(page.locator(inFirstView('product-total'))).toHaveText(/\d/);
  });
});

test('with JavaScript the page takes the first view over without a call twice, an error or a shift', async ({
  page,
  catalog,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    // Further pages of products are the grid's own prefetch, not the first screen's.
    if (searchParams.has('cursor')) return;
    if (FIRST_SCREEN_CALLS.some((call) => pathname.startsWith(call))) calls.push(pathname);
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await test.step('the page replaces the first view and its catalogue works', async () => {
    await catalog.goto(SHOP);
    await expect(page.locator(FIRST_VIEW)).toHaveCount(0);
    await expect(catalog.cards.first()).toBeVisible();
    await expect(page.getByTestId('banners')).toBeVisible();
    const before = await cartQuantity(page);
    await catalog.addFirstProduct();
    await expect.poll(() => cartQuantity(page)).toBeGreaterThan(before);
  });

  await test.step('the first screen asked the API for nothing the server had sent', async () => {
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  await test.step('without a console error or a layout shift', async () => {
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
  });
});

test('an unknown shop gets no first view and goes to the not-found page', async ({ page }) => {
  const html = await (await page.request.get('/no-such-shop-mx')).text();
  expect(html).not.toContain(FIRST_VIEW.slice(1));
  await page.goto('/no-such-shop-mx');
  await expect(page).toHaveURL(/\/404$/);
});

test('search and filter links are rendered by the browser alone', async ({ page }) => {
  const html = await (await page.request.get(`/${SHOP}?q=arroz`)).text();
  expect(html).not.toContain(`id="${FIRST_VIEW.slice(1)}"`);
});

test("the server renders with the deployed mf-catalog version's bundle, and without one that fails", async ({
  page,
  catalog,
  storefront,
}) => {
  test.setTimeout(120_000);
  /** The repository's build of mf-catalog with its server bundle replaced. */
  function buildWithServerBundle(name: string, source: string): string {
    const distDir = path.join(storefront.scratch, `catalog-${name}`);
    cpSync(path.join(repoRoot, 'mf-catalog', 'dist'), distDir, { recursive: true });
    writeFileSync(path.join(distDir, 'server', 'first-view.js'), source);
    return distDir;
  }

  await test.step('a deploy changes what the server renders, at once', async () => {
    storefront.deployBuild(
      'mf-catalog',
      buildWithServerBundle(
        'marked',
        `exports.renderFirstView = async () => ({ html: '<p data-testid="deployed-marker">deployed</p>', css: '', queries: { mutations: [], queries: [] } });`,
      ),
    );
    const html = await (await page.request.get(`/${SHOP}`)).text();
    expect(html).toContain('data-first-view-testid="deployed-marker"');
  });

  await test.step('a failing server bundle leaves the page to the browser, never a 5xx', async () => {
    storefront.deployBuild(
      'mf-catalog',
      buildWithServerBundle('broken', `throw new Error('this bundle does not load');`),
    );
    const response = await page.request.get(`/${SHOP}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(`id="${FIRST_VIEW.slice(1)}"`);
    await catalog.open(SHOP);
  });

  await test.step('rolling back restores the first view', async () => {
    storefront.rollback('mf-catalog');
    storefront.rollback('mf-catalog');
    const html = await (await page.request.get(`/${SHOP}`)).text();
    expect(html).toContain(`id="${FIRST_VIEW.slice(1)}"`);
    expect(html).not.toContain('deployed-marker');
  });
});
