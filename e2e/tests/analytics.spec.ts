import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect } from '../fixtures';
import { test as shopping } from '../fixtures/shopping-test';
import { needs, startStorefront, type Storefront } from '../fixtures/storefront';
import { newGuestPhone, outboxMessages, productsOf } from '../fixtures/storefront-api';

// Account A reports to the storefront's own collector; B is left unset.
const ACCOUNT_A = { name: 'barrio-e2e-a', token: 'e2e-token-a' };
const OWNER_MX = '+525555550009';
const CASH = 1;
const NO_RESULT_QUERY = 'zzqx sin resultados';
const WRONG_COUPON = 'NOEXISTE-E2E';

/**
 * A storefront of this journey's own: a fresh database, so the owner's summary holds exactly
 * the journey's visit, and analytics configured through the gateway's environment (the shell
 * reads the accounts from its HTML). Only this spec's worker has it.
 */
const test = shopping.extend({
  storefront: [
    async ({ largeCatalog }, use) => {
      needs(!process.env.BASE_URL, 'needs a storefront of its own (a fresh database)');
      const saved = { a: process.env.ANALYTICS_ACCOUNT_A, b: process.env.ANALYTICS_ACCOUNT_B };
      process.env.ANALYTICS_ACCOUNT_A = `${ACCOUNT_A.name}:${ACCOUNT_A.token}`;
      delete process.env.ANALYTICS_ACCOUNT_B;
      let storefront: Storefront;
      try {
        storefront = await startStorefront({ largeCatalog });
      } finally {
        if (saved.a === undefined) delete process.env.ANALYTICS_ACCOUNT_A;
        else process.env.ANALYTICS_ACCOUNT_A = saved.a;
        if (saved.b !== undefined) process.env.ANALYTICS_ACCOUNT_B = saved.b;
      }
      try {
        await use(storefront);
      } finally {
        await storefront.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

interface StoredEvent {
  account: 'A' | 'B';
  event: string;
  distinct_id: string | null;
  properties: Record<string, unknown>;
}

async function storedEvents(request: APIRequestContext): Promise<StoredEvent[]> {
  const response = await request.get('/api/dev/analytics', { params: { limit: 500 } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredEvent[];
}

/** The events of every batch the page sent to the collector, as the SDK encoded them. */
function collectorBatches(page: Page): { token: unknown; event: unknown }[] {
  const sent: { token: unknown; event: unknown }[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/collect/')) return;
    const body = request.postData() ?? '';
    const data = new URLSearchParams(body).get('data') ?? body;
    try {
      const text = /^\s*[[{]/.test(data) ? data : Buffer.from(data, 'base64').toString('utf8');
      const parsed = JSON.parse(text) as unknown;
      for (const item of Array.isArray(parsed) ? parsed : [parsed]) {
        const entry = item as { event?: unknown; properties?: { token?: unknown } };
        sent.push({ event: entry.event, token: entry.properties?.token });
      }
    } catch {
      sent.push({ event: 'unreadable', token: null });
    }
  });
  return sent;
}

/** Signs the page's context in with the code the gateway sent to the development outbox. */
async function signIn(request: APIRequestContext, phone: string): Promise<void> {
  expect((await request.post('/api/auth/code', { data: { phone } })).status()).toBe(202);
  const code = (await outboxMessages(request, phone)).find((m) => m.template === 'sign_in_code')
    ?.params?.code;
  expect((await request.post('/api/auth/session', { data: { phone, code } })).ok()).toBe(true);
}

test.describe('analytics a shop owner can see', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('a guest’s visit shows in the owner’s summary, and nothing goes to account B', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    const sent = collectorBatches(page);
    const [product] = await productsOf(page.request, 'demo-mx', 1);
    if (!product) throw new Error('no product at demo-mx');

    await test.step('a guest visits demo-mx and searches, with and without results', async () => {
      await shop.open('demo-mx');
      await shop.searchInput.fill(NO_RESULT_QUERY);
      await expect(page.getByTestId('catalog-empty')).toBeVisible();
      await shop.addToCart(product); // searches the product's name: a search with results
      await shop.searchInput.fill('');
    });
    await test.step('begins checkout, enters a wrong coupon and places the order', async () => {
      await cart.openFromBar();
      await cart.goToCheckout();
      await checkout.waitForForm();
      await checkout.applyCoupon(WRONG_COUPON);
      await expect(checkout.couponError).toBeVisible();
      await checkout.fillBuyer({
        nombre: 'Ana',
        apellido: 'Analítica',
        telefono: newGuestPhone('mx').typed,
      });
      await checkout.choosePickup();
      await checkout.chooseFirstDeliveryDay();
      await checkout.choosePayment(CASH);
      await checkout.submit();
      await confirmation.orderCode();
    });

    const visitor =
      await test.step('the collector stored the journey under account A', async () => {
        // The SDK sends in batches every few seconds: wait for every step to arrive.
        const steps = ['page_view', 'search', 'add_to_cart', 'begin_checkout', 'coupon_rejected'];
        await expect
          .poll(
            async () => {
              const names = new Set((await storedEvents(page.request)).map((e) => e.event));
              return [...steps, 'purchase'].filter((name) => !names.has(name));
            },
            { timeout: 30_000 },
          )
          .toEqual([]);
        const events = await storedEvents(page.request);
        expect(new Set(events.map((e) => e.account))).toEqual(new Set(['A']));
        expect(events).toContainEqual(
          expect.objectContaining({
            event: 'search',
            properties: expect.objectContaining({ query: NO_RESULT_QUERY, results: 0 }),
          }),
        );
        expect(events.some((e) => e.event === 'search' && Number(e.properties.results) > 0)).toBe(
          true,
        );
        expect(events).toContainEqual(
          expect.objectContaining({
            event: 'coupon_rejected',
            properties: expect.objectContaining({ code: WRONG_COUPON }),
          }),
        );
        const visitors = new Set(events.map((e) => e.distinct_id));
        expect(visitors.size).toBe(1);
        return [...visitors][0];
      });

    await test.step('the owner sees that visit, the empty search, the rejection and the order', async () => {
      await signIn(page.request, OWNER_MX);
      await page.goto('/demo-mx/tienda/resumen');
      const summary = page.getByTestId('shop-summary-page');
      await expect(summary.getByTestId('summary-range-today')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      for (const step of ['visit', 'add_to_cart', 'begin_checkout', 'purchase']) {
        await expect(
          summary.getByTestId(`summary-step-${step}`).getByTestId('summary-step-count'),
        ).toHaveText('1 persona');
      }
      await expect(summary.getByTestId('summary-no-results').getByRole('listitem')).toHaveCount(1);
      await expect(summary.getByTestId('summary-no-results')).toContainText(NO_RESULT_QUERY);
      await expect(
        summary.getByTestId('summary-coupon-rejections').getByRole('listitem'),
      ).toHaveCount(1);
      await expect(
        summary.getByTestId('summary-payment-methods').getByRole('listitem'),
      ).toHaveCount(1);
    });

    await test.step('account B, unset, received nothing', async () => {
      // The owner's own page views are the same browser, the same visitor.
      const events = await storedEvents(page.request);
      expect(events.filter((e) => e.account === 'B')).toEqual([]);
      expect(new Set(events.map((e) => e.distinct_id))).toEqual(new Set([visitor]));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.filter((s) => s.token !== ACCOUNT_A.token)).toEqual([]);
      await expect(page.locator('meta[name="analytics-account-b"]')).toHaveCount(0);
    });
  });
});
