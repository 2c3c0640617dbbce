import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { ShellRulesPage } from '../fixtures/shell-page';
import { LIGHTHOUSE_PHONE, repoRoot } from '../fixtures/storefront';

// What a shopper sees on /demo-mx before scrolling, with a fresh browser: a search field,
// categories with their pictures, and rows of products each with its price and its "+" in full
// view, nothing of them under the cart bar or the help link. The screenshots are the README's.

const SHOP = 'demo-mx';
const DOC_IMAGES = path.join(repoRoot, 'docs', 'images');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The part of the screen no bar or floating control covers. */
async function clearArea(page: Page): Promise<{ top: number; bottom: number; width: number }> {
  const viewport = page.viewportSize()!;
  const header = await page.getByTestId('shell-header').boundingBox();
  const cartBar = await page.getByTestId('cart-bar-slot').boundingBox();
  return {
    top: header ? header.y + header.height : 0,
    bottom: cartBar && cartBar.y < viewport.height ? cartBar.y : viewport.height,
    width: viewport.width,
  };
}

function fullyIn(box: Box | null, area: { top: number; bottom: number; width: number }): boolean {
  return (
    box !== null &&
    box.width > 0 &&
    box.height > 0 &&
    box.x >= 0 &&
    box.x + box.width <= area.width &&
    box.y >= area.top &&
    box.y + box.height <= area.bottom
  );
}

/** How many of the elements are wholly in the clear area, none of them under `covers`. */
async function countInView(page: Page, items: Locator, covers: Box[]): Promise<number> {
  const area = await clearArea(page);
  let seen = 0;
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    if (fullyIn(box, area) && !covers.some((cover) => overlaps(box!, cover))) seen += 1;
  }
  return seen;
}

/** Cards whose price and add button are both wholly in view and uncovered. */
async function productsInView(page: Page): Promise<number> {
  const area = await clearArea(page);
  const help = await page.getByTestId('support-widget').boundingBox();
  const covers = help ? [help] : [];
  let seen = 0;
  for (const card of await page.getByTestId('product-card').all()) {
    const price = await card.getByTestId('product-price').boundingBox();
    const add = await card.getByTestId('add-to-cart').boundingBox();
    const clear = (box: Box | null) =>
      fullyIn(box, area) && !covers.some((cover) => overlaps(box!, cover));
    if (clear(price) && clear(add)) seen += 1;
  }
  return seen;
}

async function expectFirstScreen(
  page: Page,
  want: { categories: number; products: number; screenshot: string },
) {
  await page.goto(`/${SHOP}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  // Pictures in place, so what is measured is what the shopper sees.
  await page.waitForLoadState('networkidle');

  await test.step('a search field at the top, in full view', async () => {
    expect(
      fullyIn(await page.getByTestId('search-input').boundingBox(), await clearArea(page)),
    ).toBe(true);
  });

  await test.step(`at least ${want.categories} categories, each with its picture`, async () => {
    const pictured = page.getByTestId('category-option').filter({ has: page.locator('img') });
    expect(await countInView(page, pictured, [])).toBeGreaterThanOrEqual(want.categories);
  });

  await test.step(`at least ${want.products} products with price and "+" uncovered`, async () => {
    expect(await productsInView(page)).toBeGreaterThanOrEqual(want.products);
  });

  await test.step('a one-line header, one slider of modest height, no install offer', async () => {
    const header = (await page.getByTestId('shell-header').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(56);
    await expect(page.getByTestId('banner-slider')).toHaveCount(1);
    const slide = (await page.locator('[data-testid="banner-slide"][data-current]').boundingBox())!;
    expect(slide.height).toBeLessThanOrEqual(110);
    // Every promotion carries its words: no banner is an empty block.
    for (const image of await page.getByTestId('banner-slide').locator('img').all()) {
      expect((await image.getAttribute('alt'))?.trim()).toBeTruthy();
    }
    await expect(page.getByTestId('shell-banner')).toHaveCount(0);
  });

  mkdirSync(DOC_IMAGES, { recursive: true });
  await page.screenshot({ path: path.join(DOC_IMAGES, want.screenshot) });
}

test.describe('the shop on a phone', () => {
  test.use(LIGHTHOUSE_PHONE);

  test('opens on search, categories and two rows of products', async ({ page }) => {
    await expectFirstScreen(page, { categories: 3, products: 4, screenshot: 'shop-phone.png' });
  });
});

// Colombia and Ecuador show the most to a signed-in shopper: orders, wallet, help, account.
for (const [slug, phone, country] of [
  ['demo-co', '+573005550001', 'CO'],
  ['demo-ec', '+593995550001', 'EC'],
] as const) {
  test.describe(`a signed-in shopper on a phone in ${slug}`, () => {
    test.use({ ...LIGHTHOUSE_PHONE, extraHTTPHeaders: { 'cf-ipcountry': country } });

    test('sees the whole header on one line', async ({ page }) => {
      await new ShellRulesPage(page).signIn(slug, phone);
      await page.goto(`/${slug}`);
      const header = page.getByTestId('shell-header');
      await expect(header.getByTestId('account-link')).toBeVisible();
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(56);
      // Nothing pushed past the screen's edge or under another control.
      expect(await header.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const width = page.viewportSize()!.width;
      for (const control of await header.locator('a, button').all()) {
        const box = await control.boundingBox();
        if (box && box.width > 1) expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('the shop on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens on search, categories and two rows of four products or more', async ({ page }) => {
    await expectFirstScreen(page, { categories: 5, products: 8, screenshot: 'shop-desktop.png' });
  });
});

test('the install offer waits for a second visit', async ({ page }) => {
  await page.goto(`/${SHOP}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('shell-banner')).toHaveCount(0);
  // The visit is counted once the page has started.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('visit_count')))
    .toBe('1');
  await expect(page.getByTestId('shell-banner')).toHaveCount(0);
  // A new browser session of the same shopper: the offer is welcome now, below the products.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  const offer = page.getByTestId('shell-banner');
  await expect(offer).toBeVisible();
  // Measured until both stand still: hydration may swap either element for its own.
  await expect
    .poll(async () => {
      const offerBox = await offer.boundingBox();
      const lastCard = await page.getByTestId('product-card').last().boundingBox();
      return offerBox && lastCard ? offerBox.y > lastCard.y : 'not laid out yet';
    })
    .toBe(true);
});
