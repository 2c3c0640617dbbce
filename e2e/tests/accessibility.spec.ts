import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ShellRulesPage } from '../fixtures/shell-page';
import { test } from '../fixtures/shopping-test';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';
import { newGuestPhone, placeOrder, productOf, productsOf } from '../fixtures/storefront-api';

// axe-core over the screens shoppers, leaders and owners use, on a phone and a desktop: no
// serious or moderate violation, and the product grid has none at all (minor included). The
// screens are checked as they are first shown, the way a person meets them.

const BLOCKING = new Set(['critical', 'serious', 'moderate']);

/** The blocking violations of the screen, as "rule: element" lines that read well in a diff. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
}

async function expectAccessible(page: Page, screen: string): Promise<void> {
  await test.step(`${screen} has no serious or moderate axe violation`, async () => {
    expect(await blockingViolations(page), screen).toEqual([]);
  });
}

/** Every violation, minor ones included, inside one part of the screen. */
async function violationsWithin(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`,
    ),
  );
}

test.describe('accessibility', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  for (const [device, size] of [
    ['phone', LIGHTHOUSE_PHONE],
    ['desktop', { viewport: { width: 1366, height: 900 } }],
  ] as const) {
    test.describe(`on a ${device}`, () => {
      test.use(size);

      test('a shopper’s screens: shop, product detail, cart, checkout, confirmation', async ({
        page,
        shop,
        cart,
        checkout,
        confirmation,
      }) => {
        const [product] = await productsOf(page.request, 'demo-mx', 1);
        await shop.open('demo-mx');
        await expectAccessible(page, 'the shop page');
        await test.step('the product grid has no violation at all, minor included', async () => {
          expect(await violationsWithin(page, '[data-testid="product-grid"]')).toEqual([]);
        });
        await page.getByTestId('product-open').first().click();
        await expect(page.getByTestId('product-detail')).toBeVisible();
        await expectAccessible(page, 'the product detail');
        await page.keyboard.press('Escape');
        await shop.addToCart(product!);
        await cart.goto('demo-mx');
        await expectAccessible(page, 'the cart');
        await cart.goToCheckout();
        await checkout.waitForForm();
        await expectAccessible(page, 'the checkout');
        await checkout.fillBuyer({
          nombre: 'Lucía',
          apellido: 'Ramírez',
          telefono: newGuestPhone('mx').typed,
        });
        await checkout.choosePickup();
        await checkout.chooseFirstDeliveryDay();
        await checkout.choosePayment(1);
        await checkout.submit();
        await confirmation.orderCode();
        await expectAccessible(page, 'the confirmation');
      });
    });
  }

  test('a leader’s orders', async ({ page }) => {
    await new ShellRulesPage(page).signIn('lider-mx', '+525555550002');
    await expect(page).not.toHaveURL(/\/user$/);
    await page.goto('/lider-mx/mis-pedidos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the leader’s orders');
  });

  test('a leader ordering for a neighbour', async ({ page, shop, cart, checkout }) => {
    const product = await productOf(page.request, 'lider-mx');
    await new ShellRulesPage(page).signIn('lider-mx', '+525555550002');
    await expect(page).not.toHaveURL(/\/user$/);
    await shop.open('lider-mx');
    await shop.addToCart(product, 1);
    await cart.openFromBar();
    await cart.goToCheckout();
    await checkout.waitForForm();
    await page.getByTestId('checkout-on-behalf').check();
    await expect(page.getByTestId('neighbour-picker')).toBeVisible();
    await expectAccessible(page, 'the checkout for a neighbour');
    await page.getByTestId('neighbour-search').fill('maria');
    await expect(page.getByTestId('neighbour-option').first()).toBeVisible();
    await expectAccessible(page, 'the neighbours found by name');
  });

  test('an owner’s orders', async ({ page }) => {
    await new ShellRulesPage(page).signIn('demo-mx', '+525555550009');
    await expect(page).not.toHaveURL(/\/user$/);
    await page.goto('/demo-mx/tienda/pedidos');
    await expect(
      page.getByTestId('manager-list-order').first().or(page.getByTestId('manager-list-empty')),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the owner’s orders');
  });

  test('an owner’s order, opened from the message’s link', async ({ page }) => {
    const { id: orderId } = await placeOrder(page.request, 'demo-mx', {
      guest_customer: {
        first_name: 'lucía',
        last_name: 'ramírez',
        phone_number: newGuestPhone('mx').stored,
      },
      require_debit_from_wallet: false,
      lineNote: 'Sin golpes',
    });
    await new ShellRulesPage(page).signIn('demo-mx', '+525555550009');
    await expect(page).not.toHaveURL(/\/user$/);
    await page.goto(`/demo-mx/${orderId}`);
    await expect(page.getByText('Sin golpes')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the owner’s order');
  });
});
