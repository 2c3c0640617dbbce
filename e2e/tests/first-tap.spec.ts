import { KEPT_TAPS_GLOBAL, type KeptTaps } from '@barrio/shared/first-view/kept-taps';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';
import { waitForStorefront } from '../fixtures/storefront-ready';

// A shopper on a slow phone taps "+" as soon as the products appear, before the page's scripts
// have run: the tap is kept and adds once the card can run (docs/speed.md, "Taps before the
// page runs"). The page's scripts are held back until the taps are made, so the journey does
// not depend on how fast this machine is.

const SHOP = 'demo-mx';

test.use(LIGHTHOUSE_PHONE);

test('a "+" tapped before the page can run adds exactly one unit once it can', async ({
  page,
  cart,
}) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto(`/${SHOP}`, { waitUntil: 'commit' });

  const card = page.getByTestId('product-card').first();
  const plus = card.getByTestId('add-to-cart');
  await test.step('the server’s "+" is tapped twice, impatiently, before any script ran', async () => {
    await expect(plus).toBeVisible();
    await plus.click();
    await plus.click();
    const productId = await card.getAttribute('data-product-id');
    const kept = await page.evaluate(
      (keeperKey) =>
        (window as unknown as Record<string, KeptTaps | undefined>)[keeperKey]?.taps.map(
          (tap) => tap.key,
        ),
      KEPT_TAPS_GLOBAL,
    );
    expect(kept).toEqual([`add:${productId}`]);
  });

  await test.step('once the page runs, the cart holds exactly one unit', async () => {
    releaseScripts();
    await expect(cart.barCount).toHaveText(/1 producto/);
    await expect(card.getByTestId('in-cart-count')).toHaveAttribute('data-quantity', '1');
  });

  await test.step('and the card answers taps itself from then on', async () => {
    await card.getByRole('button', { name: /^Agregar una unidad de/ }).click();
    await expect(card.getByTestId('in-cart-count')).toHaveAttribute('data-quantity', '2');
  });
});

// Cards past the phone's first screen stay the server's markup while the page hydrates, and
// come alive as they come near (docs/speed.md, "Cards that come alive as they come near").
test('a card below the first screen comes alive as it comes near, and keeps a tap made before', async ({
  page,
  cart,
}) => {
  await page.goto(`/${SHOP}`);
  await waitForStorefront(page);
  const cards = page.getByTestId('product-card');
  // The first page's last two cards, far below a phone's first screen (the grid may grow once
  // scrolled: they are named by product).
  const cardAt = async (index: number) => {
    const id = await cards.nth(index).getAttribute('data-product-id');
    return {
      card: page.locator(`[data-testid=product-card][data-product-id="${id}"]`),
      island: page.locator(`[data-island="product-card-${id}"]`),
    };
  };
  const below = await cardAt(-2);
  const further = await cardAt(-1);

  await test.step('the first screen’s cards hydrated with the page; the last ones did not', async () => {
    await expect(cards.first().locator('xpath=ancestor::*[@data-island]')).toHaveCount(0);
    await expect(below.island).toHaveAttribute('data-island-pending', '');
    await expect(further.island).toHaveAttribute('data-island-pending', '');
  });

  await test.step('a "+" reached before its card is alive adds exactly one unit', async () => {
    // A click the page receives on that very "+" while it is still the server's markup, as a
    // finger flicking down and tapping at once gives it.
    await further.card.getByTestId('add-to-cart').dispatchEvent('click');
    await expect(cart.barCount).toHaveText(/1 producto/);
    await expect(further.card.getByTestId('in-cart-count')).toHaveAttribute('data-quantity', '1');
    await expect(further.island).not.toHaveAttribute('data-island-pending');
  });

  await test.step('a card scrolled near comes alive and answers its own taps', async () => {
    await expect(below.island).toHaveAttribute('data-island-pending', '');
    await below.card.scrollIntoViewIfNeeded();
    await expect(below.island).not.toHaveAttribute('data-island-pending');
    await below.card.getByTestId('add-to-cart').click();
    await expect(below.card.getByTestId('in-cart-count')).toHaveAttribute('data-quantity', '1');
    await expect(cart.barCount).toHaveText(/2 productos/);
  });
});

// The footer's support chat and tagline are a static part (shared/src/first-view/static-part):
// on the page the server rendered they stay its markup, and their component's chunk is never
// downloaded; a page the browser draws alone loads that chunk to draw them.
test('a static part stays the server’s markup and its code is never downloaded for it', async ({
  page,
}) => {
  const STATIC_CHUNK = /\/static-footer-notes\.[0-9a-f]{8}\.js$/;
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const notes = page.locator('[data-island="static-footer-notes"]');

  await test.step('the shop page keeps the part as the server drew it, and never asks for its code', async () => {
    await page.goto(`/${SHOP}`);
    await waitForStorefront(page);
    await expect(notes).toHaveAttribute('data-hydration', 'never');
    await notes.scrollIntoViewIfNeeded();
    await expect(notes.getByTestId('support-link')).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // A finger on it and the page's idle time wake every other kind of island: not this one.
    await notes.locator('p').click();
    await page.waitForLoadState('networkidle');
    await expect(notes).toHaveAttribute('data-island-pending', '');
    expect(scripts.filter((script) => STATIC_CHUNK.test(script))).toEqual([]);
  });

  await test.step('a page the browser draws alone loads the part’s code and shows the same', async () => {
    await page.goto(`/${SHOP}/mi-carrito`);
    await expect(page.getByTestId('shell-footer').getByTestId('support-link')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    expect(scripts.filter((script) => STATIC_CHUNK.test(script))).toHaveLength(1);
  });
});
