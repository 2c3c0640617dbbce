import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';

// Moving between screens as a shopper does: each new screen opens at its top, Back returns to
// where the shop was left, the phone's Back closes an open product detail, and one tap on
// "Ver carrito" opens the cart.

const SHOP = 'demo-mx';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the shop down, as a thumb does, until it is at least `y` from the top. */
async function scrollShopTo(page: Page, y: number): Promise<number> {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 400);
      return scrollY(page);
    })
    .toBeGreaterThanOrEqual(y);
  return settledScrollY(page);
}

/**
 * The position once a wheel step's smooth scroll has finished: read mid-animation, it can be
 * a whole step (400 px) short of where the page stops, and where Back rightly returns.
 * Settled means unchanged over several frames, so a slow machine only makes it wait longer.
 */
function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const check = () => {
          if (window.scrollY !== last) [last, stillFrames] = [window.scrollY, 0];
          else if (++stillFrames >= 5) return resolve(Math.round(last));
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

for (const [label, size] of [
  ['phone', LIGHTHOUSE_PHONE],
  ['desktop', { viewport: { width: 1366, height: 900 } }],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use(size);

    test('new screens open at the top and Back returns to the shop where it was', async ({
      page,
      shop: catalog,
      cart,
    }) => {
      await catalog.open(SHOP);
      await test.step('one tap on "+" and one on "Ver carrito" opens the cart', async () => {
        await catalog.cards.first().getByTestId('add-to-cart').click();
        await expect(cart.barCount).toHaveText(/1 producto/);
      });

      const left = await test.step('scroll far down the shop', () => scrollShopTo(page, 1200));

      await test.step('the cart opens at its top after a single tap', async () => {
        await cart.barOpen.click();
        await expect(cart.screen).toBeVisible();
        await expect.poll(() => scrollY(page)).toBe(0);
      });

      await test.step('the checkout opens at its top too', async () => {
        await cart.goToCheckout();
        await expect(page).toHaveURL(new RegExp(`/${SHOP}/checkout`));
        await expect.poll(() => scrollY(page)).toBe(0);
      });

      await test.step('Back twice: the shop where it was left', async () => {
        await page.goBack();
        await expect(cart.screen).toBeVisible();
        await page.goBack();
        await expect(catalog.cards.first()).toBeAttached();
        await expect.poll(() => scrollY(page)).toBe(left);
      });
    });
  });
}

test.describe('the product detail on a phone', () => {
  test.use(LIGHTHOUSE_PHONE);

  test("the phone's Back closes the detail and stays in the shop", async ({
    page,
    shop: catalog,
  }) => {
    await catalog.open(SHOP);
    const left = await scrollShopTo(page, 600);
    const card = catalog.cards.filter({ has: page.getByTestId('product-open') }).nth(6);
    await card.getByTestId('product-open').click();
    await expect(catalog.detail).toBeVisible();

    await page.goBack();
    await expect(catalog.detail).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${SHOP}$`));
    await expect(catalog.cards.first()).toBeAttached();
    expect(Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(50);

    await test.step('closing it by hand leaves no entry for Back to reopen', async () => {
      await card.getByTestId('product-open').click();
      await expect(catalog.detail).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(catalog.detail).toHaveCount(0);
      // The detail's entry was stepped back over: the current entry is the shop's own.
      await expect
        .poll(() =>
          page.evaluate(
            () => (window.history.state as { usr?: { productDetail?: number } } | null)?.usr,
          ),
        )
        .toBeFalsy();
      await expect(page).toHaveURL(new RegExp(`/${SHOP}$`));
    });
  });
});
