import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';

const CASH = 1;

/** The fields of GET /api/products this journey chooses a product by. */
interface Product {
  id: number;
  name: string;
  price: number;
  local_price: number | null;
  'product-discount': unknown;
  minimum_order_value: number;
  max_units_per_order: number | null;
  max_units_per_delivery: number | null;
  unit_of_measurement: { erp_name: string };
}

interface OutboxMessage {
  message: string;
  template: string | null;
}

/** A product sold by the kilo at its regular price, with no limit and no minimum of its own. */
async function plainProductByWeight(
  request: APIRequestContext,
  shopSlug: string,
): Promise<Product> {
  const shop = await request.get(`/api/shops/${shopSlug}`);
  expect(shop.ok()).toBe(true);
  const { catalog_id: catalogId } = (await shop.json()) as { catalog_id: number };
  let cursor: string | null = null;
  do {
    const response = await request.get('/api/products', {
      params: { catalog_id: catalogId, limit: 100, ...(cursor ? { cursor } : {}) },
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { items: Product[]; next_cursor: string | null };
    const found = page.items.find(
      (product) =>
        product.unit_of_measurement.erp_name === 'kg' &&
        product['product-discount'] === null &&
        (product.local_price ?? 0) <= product.price &&
        product.minimum_order_value === 0 &&
        !product.max_units_per_order &&
        !product.max_units_per_delivery &&
        /^[\p{L}\d ]+$/u.test(product.name),
    );
    if (found) return found;
    cursor = page.next_cursor;
  } while (cursor);
  throw new Error(`${shopSlug} sells nothing plain by the kilo`);
}

/** The number in a money text such as 'Total: S/ 19.45'. */
function amountIn(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** A Peruvian mobile number no other journey uses, as typed and as the gateway stores it. */
function guestPhone(): { typed: string; stored: string } {
  const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return { typed: `9${digits}`, stored: `+519${digits}` };
}

test.describe('decimal quantities in Peru (decimal_quantities on)', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'PE' } });

  test('half a kilo is chosen in 250 g steps, shown as 500 g, ordered and priced as half the kilo price', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    const product = await plainProductByWeight(page.request, 'demo-pe');
    // Half a kilo, rounded to the cent half up, as the cart and the gateway both price it.
    const halfKilo = Math.round(Math.round(product.price * 100) / 2) / 100;
    const phone = guestPhone();

    await test.step('the card steps down from 1 kg by quarter kilos to 500 g', async () => {
      await shop.open('demo-pe');
      const card = await shop.find(product.id, product.name);
      await expect(shop.stepperValue(card)).toHaveText('1 kg');
      const decrease = card.getByRole('button', { name: /^Quitar una unidad de/ });
      await decrease.click();
      await expect(shop.stepperValue(card)).toHaveText('750 g');
      await decrease.click();
      await expect(shop.stepperValue(card)).toHaveText('500 g');
      await card.getByTestId('add-to-cart').click();
      await expect(shop.inCartCount(card)).toHaveAttribute('data-quantity', '0.5');
      await expect(shop.inCartCount(card)).toHaveText('500 g en tu carrito');
    });
    await test.step('the cart line reads 500 g at half the kilo price', async () => {
      await cart.goto('demo-pe');
      await expect(cart.lineQuantity(product.id)).toHaveText('500 g');
      await expect(cart.line(product.id).getByTestId('cart-line-units')).toContainText('500 g');
      expect(
        amountIn(await cart.line(product.id).getByTestId('cart-line-subtotal').textContent()),
      ).toBe(halfKilo);
      expect(amountIn(await cart.total.textContent())).toBe(halfKilo);
      await cart.goToCheckout();
    });
    await test.step('checkout as a guest: pickup, cash', async () => {
      await checkout.waitForForm();
      expect(amountIn(await checkout.total.textContent())).toBe(halfKilo);
      await checkout.fillBuyer({ nombre: 'Rosa', apellido: 'Quispe', telefono: phone.typed });
      await checkout.choosePickup();
      await checkout.chooseFirstDeliveryDay();
      await checkout.choosePayment(CASH);
      await checkout.submit();
    });
    await test.step('the order is confirmed at half the kilo price and announced as 500 g', async () => {
      const code = await confirmation.orderCode();
      expect(amountIn(await confirmation.total.textContent())).toBe(halfKilo);
      await expect
        .poll(async () => {
          const response = await page.request.get('/api/dev/outbox', {
            params: { limit: 500, to: phone.stored },
          });
          const messages = (await response.json()) as OutboxMessage[];
          return messages.find((m) => m.template === 'order_confirmation')?.message ?? '';
        })
        .toContain(`- 500 g ${product.name}: S/`);
      expect(code).not.toBe('');
    });
  });
});
