// The checkout is measured with three products in the cart: they are added on the shop page,
// then the browser's HTTP cache is cleared so the checkout's own load is a cold one.

export const CHECKOUT_ITEMS = 3;

/** Whether a measured URL is a checkout, which needs a filled cart first. */
export const isCheckout = (url) => /\/checkout\/?$/.test(new URL(url).pathname);

/** Fills the cart of `page`'s browser on the shop the checkout `url` belongs to. */
export async function fillCartFor(page, url) {
  const shopUrl = url.replace(/\/checkout\/?$/, '');
  await page.goto(shopUrl);
  // Card by card: a card's "+" becomes its stepper once added, so "the nth +" of the page would
  // name another card after each tap (and, while the page hydrates, two taps could meet one).
  for (let n = 0; n < CHECKOUT_ITEMS; n += 1) {
    const card = page.getByTestId('product-card').nth(n);
    await card.getByTestId('add-to-cart').click();
    // The card's count is a hidden label (the stepper shows the number): attached, not visible.
    await card.getByTestId('in-cart-count').waitFor({ state: 'attached' });
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
