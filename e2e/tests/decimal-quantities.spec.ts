import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import {
  amountIn,
  isPlainProduct,
  newGuestPhone,
  outboxMessages,
  productOf,
  type CatalogueProduct,
} from '../fixtures/storefront-api';

/** A plain product sold by the kilo, at no more than its regular price where it is sold. */
function isPlainByTheKilo(product: CatalogueProduct): boolean {
  return (
    isPlainProduct(product) &&
    product.unit_of_measurement.erp_name === 'kg' &&
    (product.local_price ?? 0) <= product.price
  );
}

const CASH = 1;

test.describe('decimal quantities in Peru (decimal_quantities on)', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'PE' } });

  test('half a kilo is chosen in 250 g steps, shown as 500 g, ordered and priced as half the kilo price', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    const product = await productOf(page.request, 'demo-pe', isPlainByTheKilo, {
      atMost: Infinity,
    });
    // Half a kilo, rounded to the cent half up, as the cart and the gateway both price it.
    const halfKilo = Math.round(Math.round(product.price * 100) / 2) / 100;
    const phone = newGuestPhone('pe');

    await test.step('the card adds 1 kg, then steps down by quarter kilos to 500 g', async () => {
      await shop.open('demo-pe');
      const card = await shop.find(product.id, product.name);
      await card.getByTestId('add-to-cart').click();
      await expect(shop.stepperValue(card)).toHaveText('1 kg');
      const decrease = card.getByRole('button', { name: /^Quitar una unidad de/ });
      await decrease.click();
      await expect(shop.stepperValue(card)).toHaveText('750 g');
      await decrease.click();
      await expect(shop.stepperValue(card)).toHaveText('500 g');
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
          const messages = await outboxMessages(page.request, phone.stored);
          return messages.find((m) => m.template === 'order_confirmation')?.message ?? '';
        })
        .toContain(`- 500 g ${product.name}: S/`);
      expect(code).not.toBe('');
    });
  });
});
