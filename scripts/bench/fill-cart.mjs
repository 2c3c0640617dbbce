// The checkout is measured with three products in the cart: they are added on the shop page,
// then the browser's HTTP cache is cleared so the checkout's own load is a cold one.

export const CHECKOUT_ITEMS = 3;

// A tap that has not shown in the card by then is taken as lost (the card's count appears within
// seconds even at 4× CPU).
const ADDED_TIMEOUT_MS = 30_000;

/** Whether a measured URL is a checkout, which needs a filled cart first. */
export const isCheckout = (url) => /\/checkout\/?$/.test(new URL(url).pathname);

/** What the page looked like when a tap did not take: for the report, not for a retry's sake. */
async function stateOf(page, problems) {
  const state = await page
    .evaluate(() => ({
      pendingIslands: document.querySelectorAll('[data-island-pending]').length,
      cards: document.querySelectorAll('[data-testid="product-card"]').length,
      inCart: document.querySelectorAll('[data-testid="in-cart-count"]').length,
    }))
    .catch((error) => ({ unreadable: error.message }));
  return JSON.stringify({ ...state, problems: problems.slice(0, 10) });
}

async function addCards(page, shopUrl) {
  await page.goto(shopUrl);
  // Card by card: a card's "+" becomes its stepper once added, so "the nth +" of the page would
  // name another card after each tap (and, while the page hydrates, two taps could meet one).
  for (let n = 0; n < CHECKOUT_ITEMS; n += 1) {
    const card = page.getByTestId('product-card').nth(n);
    await card.getByTestId('add-to-cart').click();
    // The card's count is a hidden label (the stepper shows the number): attached, not visible.
    await card
      .getByTestId('in-cart-count')
      .waitFor({ state: 'attached', timeout: ADDED_TIMEOUT_MS });
  }
}

/**
 * Fills the cart of `page`'s browser on the shop the checkout `url` belongs to. A tap that never
 * shows in its card is a fault of the page, not of the bench: it is reported with what the page
 * looked like, then the stored cart is emptied and filled again on a fresh load, so that one lost
 * tap does not cost the whole run its figures.
 */
export async function fillCartFor(page, url) {
  const shopUrl = url.replace(/\/checkout\/?$/, '');
  const problems = [];
  const record = (text) => problems.push(text);
  page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && record(message.text()));
  try {
    await addCards(page, shopUrl);
  } catch (error) {
    console.warn(
      `WARNING: filling the cart on ${shopUrl} failed (${error.message.split('\n')[0]}); ` +
        `the page: ${await stateOf(page, problems)}. Filling it again on a fresh load.`,
    );
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await addCards(page, shopUrl);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
