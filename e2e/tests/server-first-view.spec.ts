import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { repoRoot } from '../fixtures/storefront';
import { waitForStorefront } from '../fixtures/storefront-ready';

const SHOP = 'demo-mx';

/** The API calls the first screen makes when the page renders alone. */
const FIRST_SCREEN_CALLS = [
  `/api/shops/${SHOP}`,
  '/api/banners',
  '/api/menus',
  '/api/categories/',
  '/api/brands',
  '/api/products',
];

/** The elements the hydration check follows: each is marked as the server sent it. */
const FOLLOWED = [
  'shell-header',
  'shop-name',
  'banners',
  'search-input',
  'product-grid',
  'product-card',
  'shell-footer',
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

/**
 * Marks the followed elements of the server's markup as soon as the document is parsed, before
 * any script of the page has run, and records every layout shift and console error.
 */
async function watchThePage(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((followed: string[]) => {
    const state = window as unknown as { __shifts: number[] };
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) state.__shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // `interactive`: the document is parsed and the page's deferred scripts have not run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const testId of followed) {
        const element = document.querySelector(`[data-testid="${testId}"]`);
        if (element) (element as Element & { __fromServer?: string }).__fromServer = testId;
      }
    });
  }, FOLLOWED);
  return errors;
}

/** The followed elements on the page now that are still the ones the server sent. */
function elementsFromServer(page: Page): Promise<string[]> {
  return page.evaluate(
    (followed: string[]) =>
      followed.filter(
        (testId) =>
          (
            document.querySelector(`[data-testid="${testId}"]`) as
              (Element & { __fromServer?: string }) | null
          )?.__fromServer === testId,
      ),
    FOLLOWED,
  );
}

const totalShift = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
  );

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the shop page arrives as HTML with the shop's name, banners and first products @smoke", async ({
    page,
  }) => {
    const shop = (await (await page.request.get(`/api/shops/${SHOP}`)).json()) as { name: string };
    const response = await page.goto(`/${SHOP}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');

    await expect(page.getByTestId('shop-name')).toHaveText(shop.name);
    await expect(page.getByTestId('banners').locator('img').first()).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('product-total')).toHaveText(/\d/);
    // Every message formatted: an ICU message the server could not format shows its source.
    expect(await page.locator('#root').innerText()).not.toMatch(/[{}]/);
    // Without script the page is not held: its links lead on.
    await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
    await page.getByTestId('sign-in-link').click();
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/user$`));
  });
});

test('with JavaScript the page hydrates the server’s markup: no call twice, no error, no shift', async ({
  page,
  catalog,
}) => {
  const errors = await watchThePage(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, searchParams } = new URL(request.url());
    // Further pages of products are the grid's own prefetch, not the first screen's.
    if (searchParams.has('cursor')) return;
    if (FIRST_SCREEN_CALLS.some((call) => pathname.startsWith(call))) calls.push(pathname);
  });

  await test.step('the elements the server sent become the live page', async () => {
    await catalog.goto(SHOP);
    expect(await elementsFromServer(page)).toEqual(FOLLOWED);
  });

  await test.step('and work: a product goes into the cart', async () => {
    const before = await cartQuantity(page);
    await catalog.addFirstProduct();
    await expect.poll(() => cartQuantity(page)).toBeGreaterThan(before);
    await expect(page.getByTestId('cart-bar-slot')).toContainText(/\d/);
  });

  await test.step('the first screen asked the API for nothing the server had sent', async () => {
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  await test.step('without a console error or a layout shift', async () => {
    expect(await totalShift(page)).toBeLessThanOrEqual(0.01);
    expect(errors).toEqual([]);
  });
});

test('a returning shopper sees their own page once it has hydrated, without an error', async ({
  page,
  catalog,
}) => {
  const errors = await watchThePage(page);
  await catalog.open(SHOP);
  await catalog.addFirstProduct();
  await expect(page.getByTestId('cart-bar-slot')).toContainText(/\d/);

  await test.step('the server draws the page without the cart, the browser adds it', async () => {
    await catalog.goto(SHOP);
    expect(await elementsFromServer(page)).toEqual(FOLLOWED);
    // The card of the product in the cart shows its quantity.
    await expect(catalog.cards.first().locator('output')).toHaveText('1');
  });

  await test.step('a language chosen earlier in the tab: the browser renders its own page', async () => {
    await page.goto(`/${SHOP}?locale=en-US`);
    await waitForStorefront(page);
    expect(await elementsFromServer(page)).toEqual(FOLLOWED);
    // The server draws the Mexican page in Spanish; this tab asked for English.
    await page.goto(`/${SHOP}`);
    await waitForStorefront(page);
    await expect(page.getByTestId('sign-in-link')).toHaveText('Sign in');
    expect(await elementsFromServer(page)).not.toContain('shop-name');
  });

  expect(errors).toEqual([]);
});

test('an unknown shop gets no server markup and goes to the not-found page', async ({ page }) => {
  const html = await (await page.request.get('/no-such-shop-mx')).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto('/no-such-shop-mx');
  await expect(page).toHaveURL(/\/404$/);
});

test('search and filter links are rendered by the browser alone', async ({ page }) => {
  const html = await (await page.request.get(`/${SHOP}?q=arroz`)).text();
  expect(html).toContain('<div id="root"></div>');
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
        `const { createElement } = require('react');
exports.buildLabel = 'marked';
exports.ShopPage = () => createElement('p', { 'data-testid': 'deployed-marker' }, 'deployed');
exports.prepareShopPage = async () => ({ mutations: [], queries: [] });`,
      ),
    );
    const html = await (await page.request.get(`/${SHOP}`)).text();
    expect(html).toContain('data-testid="deployed-marker"');
    expect(html).toContain('data-remote-build="marked"');
  });

  await test.step('a failing server bundle leaves the page to the browser, never a 5xx', async () => {
    storefront.deployBuild(
      'mf-catalog',
      buildWithServerBundle('broken', `throw new Error('this bundle does not load');`),
    );
    const response = await page.request.get(`/${SHOP}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    await catalog.open(SHOP);
  });

  await test.step('rolling back restores the server markup', async () => {
    storefront.rollback('mf-catalog');
    storefront.rollback('mf-catalog');
    const html = await (await page.request.get(`/${SHOP}`)).text();
    expect(html).toContain('data-testid="shop-page"');
    expect(html).not.toContain('deployed-marker');
  });
});
