import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import {
  outboxMessages,
  placeOrder,
  productOf,
  type OrderFields,
} from '../fixtures/storefront-api';
import { type CatalogPage } from '../fixtures/pages/catalog-page';
import { type CartPage } from '../fixtures/pages/cart-page';
import { type CheckoutPage } from '../fixtures/pages/checkout-page';

const CASH = 1;
const YAPE = 5;
const CARD_LINK = 7;

/**
 * Signs the browser context in (the API request shares its cookies) with the code the gateway
 * sent to the dev outbox, as a person reading it on their phone would.
 */
async function signIn(request: APIRequestContext, phone: string): Promise<void> {
  expect((await request.post('/api/auth/code', { data: { phone } })).status()).toBe(202);
  const code = (await outboxMessages(request, phone)).find((m) => m.template === 'sign_in_code')
    ?.params?.code;
  const session = await request.post('/api/auth/session', { data: { phone, code } });
  expect(session.ok()).toBe(true);
}

/** Signs in through the shell's page, so the storefront knows who is shopping. */
async function signInOnPage(page: Page, shopSlug: string, typed: string, phone: string) {
  await page.goto(`/${shopSlug}/user`);
  await page.getByLabel(/Número de celular/).fill(typed);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Enviamos un código a/)).toContainText(phone);
  const code = (await outboxMessages(page.request, phone)).find(
    (m) => m.template === 'sign_in_code',
  )?.params?.code;
  await page.getByLabel(/Código de verificación/).fill(String(code));
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/user$/);
}

/** The customer's order, placed through the API with their session, as the storefront would. */
async function placeCustomerOrder(
  request: APIRequestContext,
  shopSlug: string,
  customerPhone: string,
  paymentMethodId = CASH,
  extra: OrderFields = {},
): Promise<{ id: string; code: string }> {
  await signIn(request, customerPhone);
  const me = (await (await request.get('/api/user')).json()) as { id: number };
  return placeOrder(request, shopSlug, {
    customer_id: me.id,
    payment_method_id: paymentMethodId,
    notes: 'Tocar el timbre',
    ...extra,
  });
}

async function guestCheckout(
  page: Page,
  pages: { shop: CatalogPage; cart: CartPage; checkout: CheckoutPage },
  shopSlug: string,
  buyer: { telefono: string; payment: number },
  beforeSubmit?: () => Promise<void>,
): Promise<void> {
  const product = await productOf(page.request, shopSlug);
  await pages.shop.open(shopSlug);
  await pages.shop.addToCart(product);
  await pages.cart.goto(shopSlug);
  await pages.cart.goToCheckout();
  await pages.checkout.waitForForm();
  await pages.checkout.fillBuyer({
    nombre: 'Lucía',
    apellido: 'Ramírez',
    telefono: buyer.telefono,
  });
  await pages.checkout.choosePickup();
  await pages.checkout.chooseFirstDeliveryDay();
  await pages.checkout.choosePayment(buyer.payment);
  await beforeSubmit?.();
  await pages.checkout.submit();
}

test.describe('owners hand over', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('an owner in Mexico hands over without a code and the customer sees it delivered', async ({
    page,
  }) => {
    const order = await placeCustomerOrder(page.request, 'demo-mx', '+525555550001');
    await signIn(page.request, '+525555550009');
    await page.goto(`/demo-mx/${order.id}`);
    await expect(page.getByTestId('manager-order-page')).toBeVisible();
    await expect(page.getByTestId('manager-customer-name')).toHaveText(/^María/);
    await expect(page.getByTestId('manager-customer').locator('a[href^="tel:+52"]')).toBeVisible();
    await expect(page.getByTestId('manager-notes')).toContainText('Tocar el timbre');
    await expect(page.getByLabel('Código de entrega')).toHaveCount(0);
    await page.getByRole('button', { name: 'Entregar pedido' }).click();
    // The page reloads the order, which now reads delivered.
    await expect(page.getByTestId('manager-order-page')).toContainText(
      'Este pedido ya fue entregado.',
    );

    const told = await outboxMessages(page.request, '+525555550001');
    expect(
      told.some((m) => m.template === 'order_delivered' && m.params?.code === order.code),
    ).toBe(true);
    await signInOnPage(page, 'demo-mx', '55 5555 0001', '+525555550001');
    await page.goto('/demo-mx/mis-pedidos');
    await expect(
      page.getByTestId('orders-list').locator('li', { hasText: order.code }),
    ).toContainText('Entregado');
  });

  test('the owner lists the orders to prepare, sees the pickup point and marks one ready; the point’s leader and the customer see it', async ({
    page,
  }) => {
    const point = (await (await page.request.get('/api/shops/lider-mx')).json()) as {
      id: number;
      name: string;
    };
    const order = await placeCustomerOrder(page.request, 'demo-mx', '+525555550001', CASH, {
      pickup_point_shop_id: point.id,
    });
    await signIn(page.request, '+525555550009');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/demo-mx/tienda/pedidos');
    const card = page.locator(`[data-testid="manager-list-order"][data-order-id="${order.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId('manager-list-pickup-point')).toContainText(point.name);
    await expect(card.getByTestId('manager-list-customer')).toHaveText(/^María/);
    await expect(card.locator('a[href^="tel:+52"]')).toBeVisible();
    await expect(card.getByTestId('manager-list-line').first()).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.scroll, 'no horizontal overflow at 360 px').toBeLessThanOrEqual(widths.viewport);

    await card.getByRole('button', { name: 'Listo para retirar' }).click();
    await expect(page.getByTestId('manager-list-ready-done')).toContainText(order.code);
    await page.getByLabel('Estado').selectOption('ready');
    await expect(card.locator('[data-status="ready"]')).toBeVisible();
    await card.getByRole('link', { name: `Ver pedido ${order.code}` }).click();
    await expect(page).toHaveURL(new RegExp(`/demo-mx/${order.id}$`));
    await expect(page.getByTestId('manager-pickup-point')).toContainText(point.name);

    await signInOnPage(page, 'demo-mx', '55 5555 0002', '+525555550002');
    await page.goto('/demo-mx/mis-pedidos');
    const atPoint = page.locator(`[data-testid="pickup-point-order"][data-order-id="${order.id}"]`);
    await expect(atPoint).toContainText(order.code);
    await expect(atPoint.locator('[data-status="ready"]')).toBeVisible();

    // The customer, signed in afresh, reads where to collect the order on its page.
    await page.evaluate(() => window.localStorage.clear());
    await page.context().clearCookies();
    await signInOnPage(page, 'demo-mx', '55 5555 0001', '+525555550001');
    await page.goto(`/demo-mx/mis-pedidos?pedido=${order.id}`);
    await expect(page.getByTestId('order-detail').getByTestId('order-pickup-point')).toContainText(
      `Retiro en ${point.name}`,
    );
  });

  test('an owner in Ecuador confirms with a wrong code, then the right one', async ({ page }) => {
    const order = await placeCustomerOrder(page.request, 'demo-ec', '+593995550001');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const codeAnswer = await page.request.patch(`/api/getcode?orderId=${order.id}&countryId=59`, {
      data: { customer_id: me.id },
    });
    const { code } = (await codeAnswer.json()) as { code: string };
    await signIn(page.request, '+593995550009');
    await page.goto(`/demo-ec/${order.id}`);
    const field = page.getByLabel('Código de entrega');
    await field.fill(code === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(page.getByTestId('deliver-error')).toContainText('Te quedan 4 intentos');
    await field.fill(code);
    await page.getByRole('button', { name: 'Confirmar entrega' }).click();
    // The page reloads the order, which now reads delivered.
    await expect(page.getByTestId('manager-order-page')).toContainText(
      'Este pedido ya fue entregado.',
    );
  });
});

test.describe('payments that finish', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('a shopper declines a card payment, retries and pays, and the owner sees it paid', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    await guestCheckout(page, { shop, cart, checkout }, 'demo-mx', {
      telefono: '55 4321 8765',
      payment: CARD_LINK,
    });
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-declined').click();
    await expect(page.getByTestId('sandbox-status')).toHaveText('Pago rechazado');
    await page.getByRole('link', { name: 'Volver a la tienda' }).click();
    const code = await confirmation.orderCode();
    await expect(page.getByTestId('payment-failed')).toBeVisible();
    await expect(page.getByTestId(`payment-switch-${CASH}`)).toBeVisible();

    await page.getByTestId('payment-retry').click();
    await expect(page).toHaveURL(/\/pay\/sandbox\//);
    await page.getByTestId('sandbox-approved').click();
    await expect(page.getByTestId('sandbox-status')).toHaveText('Pago aprobado');
    await page.getByRole('link', { name: 'Volver a la tienda' }).click();
    await expect(page.getByTestId('payment-paid')).toBeVisible();

    const orderId = (await outboxMessages(page.request, '+525543218765')).find(
      (m) => m.template === 'order_confirmation' && m.params?.code === code,
    )?.params?.order_id;
    await signIn(page.request, '+525555550009');
    await page.goto(`/demo-mx/${String(orderId)}`);
    await expect(page.getByTestId('manager-payment-status')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('unpaid-warning')).toHaveCount(0);
  });

  test('a Mexican guest typing 55 1234 5678 gets the message at +525512345678', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    await guestCheckout(page, { shop, cart, checkout }, 'demo-mx', {
      telefono: '55 1234 5678',
      payment: CASH,
    });
    const code = await confirmation.orderCode();
    const messages = await outboxMessages(page.request, '+525512345678');
    expect(
      messages.some((m) => m.template === 'order_confirmation' && m.params?.code === code),
    ).toBe(true);
  });
});

test.describe('a guest in Peru', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'PE' } });

  test('pays by Yape and sees the number to pay', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    const { accounts } = (await (
      await page.request.get('/api/shops/demo-pe/payment-accounts')
    ).json()) as { accounts: { payment_method_id: number; account: string }[] };
    const yape = accounts.find((a) => a.payment_method_id === YAPE)?.account;
    expect(yape).toMatch(/^\+519/);
    await guestCheckout(
      page,
      { shop, cart, checkout },
      'demo-pe',
      { telefono: '987 654 321', payment: YAPE },
      () => expect(page.getByTestId('checkout-payment-account')).toContainText(yape!),
    );
    await confirmation.orderCode();
    await expect(page.getByTestId('payment-instructions')).toContainText(yape!);
    await expect(page.getByTestId('payment-instructions')).toContainText('S/');
  });
});

test.describe('signing in with a local number', () => {
  const LOCAL: [string, string, string, string][] = [
    ['demo-ar', 'AR', '11 5555 0201', '+5491155550201'],
    ['demo-mx', 'MX', '55 5555 0201', '+525555550201'],
    ['demo-pe', 'PE', '955 550 201', '+51955550201'],
    ['demo-co', 'CO', '300 555 0201', '+573005550201'],
    ['demo-ec', 'EC', '099 555 0201', '+593995550201'],
    ['demo-hn', 'HN', '9555 0201', '+50495550201'],
    ['demo-sv', 'SV', '7555 0201', '+50375550201'],
    ['demo-p2', 'PE', '955 550 202', '+51955550202'],
  ];
  for (const [slug, iso, typed, e164] of LOCAL) {
    test.describe(slug, () => {
      test.use({ extraHTTPHeaders: { 'cf-ipcountry': iso } });
      test(`works in ${slug} with ${typed}`, async ({ page }) => {
        await page.goto(`/${slug}/user`);
        await page.getByLabel(/Número de celular/).fill(typed);
        await page.getByRole('button', { name: 'Enviar código' }).click();
        await expect(page.getByText(/Enviamos un código a/)).toContainText(e164);
      });
    });
  }
});
