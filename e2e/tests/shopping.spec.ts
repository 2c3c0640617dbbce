import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import {
  amountIn,
  catalogueOf,
  limitOf,
  newGuestPhone,
  outboxMessages,
  productsOf,
  type OutboxMessage,
} from '../fixtures/storefront-api';

const CASH = 1;

interface OrderView {
  id: string;
  code: string;
  customer_id: number | null;
  delivery_address_main_line: string | null;
  payment_method_id: number;
  lines: { productid: number; cantidad: number }[];
}

/** Keeps a screenshot in the test's output folder and attaches it to the report. */
async function snap(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function orderConfirmations(
  request: APIRequestContext,
  phone: string,
): Promise<OutboxMessage[]> {
  return (await outboxMessages(request, phone)).filter(
    (message) => message.template === 'order_confirmation',
  );
}

test.describe('a shopper in Mexico', () => {
  // The gateway trusts the CDN's country header, so the geo modal stays away at a Mexican shop.
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('a guest buys three products for pickup, pays cash and sees the confirmation @smoke', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }, testInfo) => {
    const products = await productsOf(page.request, 'demo-mx', 3);
    const quantities = [1, 2, 1];
    const phone = newGuestPhone('mx');
    let pickupPlace = '';

    await test.step('open demo-mx', async () => {
      await shop.open('demo-mx');
      await snap(page, testInfo, '01-shop');
    });
    await test.step('add three different products', async () => {
      for (const [index, product] of products.entries()) {
        await shop.addToCart(product, quantities[index]);
      }
      await shop.searchInput.fill('');
      await expect(cart.barCount).toHaveText('4 productos');
    });
    await test.step('the cart holds the three lines', async () => {
      await cart.openFromBar();
      await expect(cart.lines).toHaveCount(3);
      for (const [index, product] of products.entries()) {
        await expect(cart.lineQuantity(product.id)).toHaveText(String(quantities[index]));
      }
      await snap(page, testInfo, '02-cart', true);
      await cart.goToCheckout();
    });
    await test.step('checkout as a guest: pickup, cash', async () => {
      await checkout.waitForForm();
      await checkout.fillBuyer({ nombre: 'Lucía', apellido: 'Ramírez', telefono: phone.typed });
      await checkout.choosePickup();
      await checkout.chooseFirstDeliveryDay();
      await checkout.choosePayment(CASH);
      await snap(page, testInfo, '03-checkout', true);
      // Read last: the pickup picker, once loaded, may preselect its nearest point.
      pickupPlace = await checkout.pickupPlaceName();
      await checkout.submit();
    });
    const code = await test.step('the confirmation shows the code and pickup at 6pm', async () => {
      const orderCode = await confirmation.orderCode();
      await expect(confirmation.code).toContainText(orderCode);
      await expect(confirmation.pickup).toContainText('6pm');
      const expectedTotal = products.reduce(
        (sum, product, index) => sum + product.price * (quantities[index] ?? 0),
        0,
      );
      expect(amountIn(await confirmation.total.textContent())).toBeCloseTo(expectedTotal, 2);
      expect(pickupPlace).not.toBe('');
      await expect(confirmation.pickup).toContainText(pickupPlace);
      // What was bought and on which day, not only the total.
      await expect(page.getByTestId('confirmation-items-line')).toHaveCount(products.length);
      await expect(page.getByTestId('confirmation-day')).toBeVisible();
      await snap(page, testInfo, '04-confirmation', true);
      return orderCode;
    });
    await test.step('the gateway holds one order with those three lines', async () => {
      const confirmations = await orderConfirmations(page.request, phone.stored);
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]?.params?.code).toBe(code);
      for (const product of products) expect(confirmations[0]?.message).toContain(product.name);
      expect(confirmations[0]?.message).toContain(`a partir de las 6pm en ${pickupPlace}`);
      const forOwner = (await outboxMessages(page.request)).filter(
        (message) => message.template === 'order_new_for_owner' && message.params?.code === code,
      );
      expect(forOwner).toHaveLength(1);
      expect(forOwner[0]?.message).toContain('3 productos');
    });
  });

  test('a coupon below its minimum purchase shows the minimum', async ({
    page,
    shop,
    checkout,
  }, testInfo) => {
    const [product] = await productsOf(page.request, 'demo-mx', 1);
    if (!product) throw new Error('no product to buy');

    await test.step('put one product in the cart', async () => {
      await shop.open('demo-mx');
      await shop.addToCart(product);
    });
    await test.step('apply MINIMO at checkout', async () => {
      await checkout.goto('demo-mx');
      await checkout.applyCoupon('MINIMO');
    });
    await test.step('the minimum purchase is shown', async () => {
      await expect(checkout.couponMinimum).toBeVisible();
      await expect(checkout.couponMinimum).toContainText('$ 1,000,000');
      await expect(checkout.couponMinimum.locator('[data-coupon-error]')).toHaveAttribute(
        'data-coupon-error',
        '2',
      );
      await expect(page.getByTestId('coupon-applied')).toHaveCount(0);
      await snap(page, testInfo, 'coupon-minimum', true);
    });
  });

  test('a quantity above the product limit is capped', async ({ page, shop, cart }, testInfo) => {
    const limited = (await catalogueOf(page.request, 'demo-mx')).find((product) => {
      const limit = limitOf(product);
      return limit !== null && limit > 1 && limit < 20 && /^[\p{L}\d ]+$/u.test(product.name);
    });
    if (!limited) throw new Error('the demo catalogue has no product with a quantity limit');
    const limit = limitOf(limited) ?? 0;

    const card = await test.step('find the limited product', async () => {
      await shop.open('demo-mx');
      return shop.find(limited.id, limited.name);
    });
    await test.step(`ask for ${limit + 3} units: the card's stepper stops at ${limit}`, async () => {
      expect(await shop.raiseInCart(card, limit + 3)).toBe(limit);
      await expect(shop.increaseButton(card)).toBeDisabled();
      await expect(shop.inCartCount(card)).toHaveAttribute('data-quantity', String(limit));
      await snap(page, testInfo, 'limit-reached');
    });
    await test.step('the cart line cannot go above the limit either', async () => {
      await cart.goto('demo-mx');
      await expect(cart.lineQuantity(limited.id)).toHaveText(String(limit));
      await expect(cart.increaseButton(limited.id)).toBeDisabled();
    });
  });

  test('the cart survives a reload and clears on a shop change', async ({
    page,
    shop,
    cart,
  }, testInfo) => {
    const products = await productsOf(page.request, 'demo-mx', 2);

    await test.step('fill the cart at demo-mx', async () => {
      await shop.open('demo-mx');
      for (const product of products) await shop.addToCart(product);
      await expect(cart.barCount).toHaveText('2 productos');
    });
    await test.step('reload: the cart is still there', async () => {
      await page.reload();
      await expect(cart.barCount).toHaveText('2 productos');
      await cart.goto('demo-mx');
      await expect(cart.lines).toHaveCount(2);
      for (const product of products) await expect(cart.line(product.id)).toBeVisible();
      await snap(page, testInfo, 'cart-after-reload', true);
    });
    await test.step('move to another Mexican shop: the cart is empty', async () => {
      await shop.open('esquina-mx');
      await expect(cart.barCount).toHaveText('Sin productos');
      await snap(page, testInfo, 'other-shop');
      await cart.goto('esquina-mx');
      await expect(cart.empty).toBeVisible();
    });
    await test.step('back at demo-mx the old cart is gone', async () => {
      await cart.goto('demo-mx');
      await expect(cart.empty).toBeVisible();
    });
  });

  const doubleSubmits: { name: string; press: (submit: Locator) => Promise<void> }[] = [
    { name: 'a double click', press: (submit) => submit.dblclick() },
    {
      // Both clicks land before React can re-render the button as busy.
      name: 'two clicks in the same instant',
      press: (submit) =>
        submit.evaluate((button: HTMLElement) => {
          button.click();
          button.click();
        }),
    },
  ];

  for (const { name, press } of doubleSubmits) {
    test(`${name} on submit makes exactly one order`, async ({
      page,
      shop,
      checkout,
      confirmation,
    }, testInfo) => {
      const [product] = await productsOf(page.request, 'demo-mx', 1);
      if (!product) throw new Error('no product to buy');
      const phone = newGuestPhone('mx');
      const orderRequests: (string | null)[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') {
          orderRequests.push(request.headers()['idempotency-key'] ?? null);
        }
      });

      await test.step('a filled-in checkout', async () => {
        await shop.open('demo-mx');
        await shop.addToCart(product);
        await checkout.goto('demo-mx');
        await checkout.fillBuyer({ nombre: 'Mateo', apellido: 'Gómez', telefono: phone.typed });
        await checkout.choosePickup();
        await checkout.chooseFirstDeliveryDay();
        await checkout.choosePayment(CASH);
        expect(await orderConfirmations(page.request, phone.stored)).toHaveLength(0);
      });
      await test.step(`submit with ${name}`, async () => {
        await press(checkout.submitButton);
        await confirmation.orderCode();
        await snap(page, testInfo, 'confirmation', true);
      });
      await test.step('one order exists, and every request carried the same key', async () => {
        expect(await orderConfirmations(page.request, phone.stored)).toHaveLength(1);
        expect(orderRequests.length).toBeGreaterThanOrEqual(1);
        expect(new Set(orderRequests).size).toBe(1);
        expect(orderRequests[0]).toBeTruthy();
      });
    });
  }
});

test.describe('a signed-in customer in Argentina', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'AR' } });

  const customerPhone = '+5491155550001';

  test('signs in with a locally typed phone and buys for home delivery', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }, testInfo) => {
    const products = await productsOf(page.request, 'demo-ar', 2);
    const address = 'Av. Corrientes 1234, piso 3';

    await test.step('type the phone as a local number: it becomes +549…', async () => {
      await page.goto('/demo-ar/user');
      await page.getByLabel(/Número de celular/).fill('11 5555 0001');
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await expect(page.getByText(/Enviamos un código a/)).toContainText(customerPhone);
      await snap(page, testInfo, '01-code-sent');
    });
    await test.step('sign in with the code from the outbox', async () => {
      const code = (await outboxMessages(page.request, customerPhone)).find(
        (message) => message.params?.code,
      )?.params?.code;
      expect(typeof code).toBe('string');
      await page.getByLabel(/Código de verificación/).fill(String(code));
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page).not.toHaveURL(/\/user$/);
    });
    await test.step('add two products', async () => {
      await shop.open('demo-ar');
      for (const product of products) await shop.addToCart(product);
    });
    await test.step('checkout for home delivery to a typed address', async () => {
      await cart.goto('demo-ar');
      await expect(cart.lines).toHaveCount(2);
      await cart.goToCheckout();
      await checkout.waitForForm();
      await expect(checkout.telefono).toHaveValue(/5491155550001/);
      await expect(checkout.nombre).not.toHaveValue('');
      await checkout.chooseHomeDelivery(address);
      await checkout.chooseFirstDeliveryDay();
      await checkout.choosePayment(CASH);
      await snap(page, testInfo, '02-checkout', true);
      await checkout.submit();
    });
    const code = await test.step('the confirmation names the address', async () => {
      const orderCode = await confirmation.orderCode();
      await expect(confirmation.deliveryAddress).toContainText('Av. Corrientes 1234');
      await snap(page, testInfo, '03-confirmation', true);
      return orderCode;
    });
    await test.step("the order is the customer's, for delivery, with both lines", async () => {
      const message = (await orderConfirmations(page.request, customerPhone)).find(
        (candidate) => candidate.params?.code === code,
      );
      const orderId = message?.params?.order_id;
      expect(typeof orderId).toBe('string');
      const response = await page.request.get(`/api/order/${String(orderId)}`);
      expect(response.ok()).toBe(true);
      const { order } = (await response.json()) as { order: OrderView };
      expect(order.code).toBe(code);
      expect(order.customer_id).not.toBeNull();
      expect(order.payment_method_id).toBe(CASH);
      expect(order.delivery_address_main_line).toContain('Av. Corrientes 1234');
      expect(order.lines.map((line) => line.productid).sort()).toEqual(
        products.map((p) => p.id).sort(),
      );
    });
    await test.step('an address chosen in the address book is the checkout’s, after a reload too', async () => {
      await shop.open('demo-ar');
      await shop.addToCart(products[0]!);
      await cart.goto('demo-ar');
      await cart.goToCheckout();
      await checkout.waitForForm();
      await checkout.deliveryMode.check();
      await page.getByTestId('address-picker-manage').click();
      await page.getByTestId('address-label-input').fill('Casa');
      await page.getByTestId('address-main-line-input').fill('Av. Santa Fe 500');
      await page.getByTestId('address-submit').click();
      const saved = page.getByTestId('address-item').filter({ hasText: 'Av. Santa Fe 500' });
      await saved.getByTestId('address-select').click();
      await expect(saved.getByTestId('address-select')).toHaveText('Dirección de entrega');

      await page.goBack();
      await checkout.waitForForm();
      await expect(checkout.deliveryMode).toBeChecked();
      await expect(checkout.savedAddress).toContainText('Av. Santa Fe 500');
      await page.reload();
      await checkout.waitForForm();
      await expect(checkout.deliveryMode).toBeChecked();
      await expect(checkout.savedAddress).toContainText('Av. Santa Fe 500');
      await checkout.chooseFirstDeliveryDay();
      await checkout.choosePayment(CASH);
      await checkout.submit();
      await confirmation.orderCode();
      await expect(confirmation.deliveryAddress).toContainText('Av. Santa Fe 500');
    });
  });
});

test.describe('a shopper in Peru', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'PE' } });

  test("sees prices in soles ('S/')", async ({ page, shop, cart }, testInfo) => {
    const [product] = await productsOf(page.request, 'demo-pe', 1);
    if (!product) throw new Error('no product to buy');

    await test.step('the grid shows S/ prices', async () => {
      await shop.open('demo-pe');
      await expect(shop.price(shop.cards.first())).toContainText('S/');
      await snap(page, testInfo, 'peru-grid');
    });
    await test.step('the cart shows S/ totals', async () => {
      await shop.addToCart(product);
      await expect(page.getByTestId('cart-bar-total')).toContainText('S/');
      await cart.goto('demo-pe');
      await expect(cart.total).toContainText('S/');
      await expect(cart.total).not.toContainText('$');
      await snap(page, testInfo, 'peru-cart', true);
    });
  });
});
