// The checkout is measured with three products in the cart: they are added on the shop page,
// then the browser's HTTP cache is cleared so the checkout's own load is a cold one.

export const CHECKOUT_ITEMS = 3;

/** Whether a measured URL is a checkout, which needs a filled cart first. */
export const isCheckout = (url) => /\/checkout\/?$/.test(new URL(url).pathname);

/** Fills the cart of `page`'s browser on the shop the checkout `url` belongs to. */
export async function fillCartFor(page, url) {
  const shopUrl = url.replace(/\/checkout\/?$/, '');
  await page.goto(shopUrl);
  const buttons = page.getByTestId('add-to-cart');
  for (let n = 0; n < CHECKOUT_ITEMS; n += 1) await buttons.nth(n).click();
  // The card's count is a hidden label (the stepper shows the number): attached, not visible.
  await page
    .getByTestId('in-cart-count')
    .nth(CHECKOUT_ITEMS - 1)
    .waitFor({ state: 'attached' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
