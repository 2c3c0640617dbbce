import { KEPT_TAPS_GLOBAL, type KeptTaps } from '@barrio/shared/first-view/kept-taps';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';

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
