import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import type { CatalogPage } from '../fixtures/pages/catalog-page';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';

// The checkout on a phone opens on the buyer's details; the pickup map sits just below that
// first screen. Its library, its styles and its tiles are the heaviest part of the page, so
// they wait for the shopper to scroll towards the map instead of loading with the page. Its
// title and the form's outline come from the server, with the first paint.

const SHOP = 'demo-mx';
const PRODUCTS = 3;
// The map's own chunk (named by mf-geo-pickup's lazy import) and any map tile.
const MAP_REQUEST =
  /\/pickup-map\.[0-9a-f]+\.(?:js|css)$|\/\d+\/\d+\/\d+\.(?:png|jpg|webp)(?:\?|$)/;

test.use(LIGHTHOUSE_PHONE);

async function fillTheCart(shop: CatalogPage): Promise<void> {
  await shop.open(SHOP);
  for (let n = 0; n < PRODUCTS; n += 1) {
    const card = shop.cards.nth(n);
    await card.getByTestId('add-to-cart').click();
    await expect(card.getByTestId('in-cart-count')).toBeAttached();
  }
}

test("the checkout's title comes with the first paint, from the server, and the form follows", async ({
  page,
  shop,
  checkout,
}) => {
  await fillTheCart(shop);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The paints as the browser reports them, from the document's start.
  await page.addInitScript(() => {
    const paints = { largest: [] as { at: number; tag: string }[], first: -1 };
    (window as unknown as { __paints: typeof paints }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        paints.largest.push({ at: entry.startTime, tag: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName('first-contentful-paint')) {
        paints.first = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
  });

  const response = await page.goto(`/${SHOP}/checkout`);
  const html = (await response?.text()) ?? '';
  // The frame the server drew: the title and the form's outline, and no cart (only this
  // browser knows it); without script, the notice that the checkout needs it stays.
  expect(html).toMatch(/<div id="root">.*<h1[^>]*>Finalizar pedido<\/h1>/s);
  expect(html).not.toContain('checkout-empty');
  expect(html).toContain('<noscript>');

  await checkout.waitForForm();
  await expect(page.getByText(/^\d+ (unidad|unidades) · /).first()).toBeVisible();
  const paints = await page.evaluate(
    () =>
      (window as unknown as { __paints: { largest: { at: number; tag: string }[]; first: number } })
        .__paints,
  );
  // The largest paint is the server's title, drawn with the first paint; the form, drawn
  // later, holds nothing larger.
  expect(paints.largest.at(-1)).toEqual({ at: paints.first, tag: 'H1' });
  expect(errors).toEqual([]);
});

test('the checkout loads its pickup map only once the shopper scrolls towards it', async ({
  page,
  shop,
  checkout,
}) => {
  await fillTheCart(shop);
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (MAP_REQUEST.test(request.url())) mapRequests.push(request.url());
  });

  await checkout.goto(SHOP);
  await expect(page.getByTestId('pickup-point').first()).toBeAttached();
  const placeholder = page.getByTestId('pickup-map-loading');
  await expect(placeholder).toBeAttached();
  // The layout the shopper sees, with the list of points drawn: the map starts below the screen.
  const box = await placeholder.boundingBox();
  expect(box!.y).toBeGreaterThan(LIGHTHOUSE_PHONE.viewport.height);
  // Two frames: the browser has reported where the map is to whoever watches it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await expect(placeholder).toBeAttached();
  expect(mapRequests).toEqual([]);

  await page.mouse.wheel(0, 200);
  await expect
    .poll(() => mapRequests.some((url) => /\/pickup-map\.[0-9a-f]+\.js$/.test(url)))
    .toBe(true);
  // The map, or its notice where the tiles cannot load (no network to the tile server in CI).
  await expect(
    page.locator('.leaflet-container, [data-testid="pickup-map-unavailable"]').first(),
  ).toBeVisible();
});
