import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';

// The checkout on a phone opens on the buyer's details; the pickup map sits just below that
// first screen. Its library, its styles and its tiles are the heaviest part of the page, so
// they wait for the shopper to scroll towards the map instead of loading with the page.

const SHOP = 'demo-mx';
const PRODUCTS = 3;
// The map's own chunk (named by mf-geo-pickup's lazy import) and any map tile.
const MAP_REQUEST =
  /\/pickup-map\.[0-9a-f]+\.(?:js|css)$|\/\d+\/\d+\/\d+\.(?:png|jpg|webp)(?:\?|$)/;

test.use(LIGHTHOUSE_PHONE);

test('the checkout loads its pickup map only once the shopper scrolls towards it', async ({
  page,
  shop,
  checkout,
}) => {
  await shop.open(SHOP);
  for (let n = 0; n < PRODUCTS; n += 1) {
    const card = shop.cards.nth(n);
    await card.getByTestId('add-to-cart').click();
    await expect(card.getByTestId('in-cart-count')).toBeAttached();
  }
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
