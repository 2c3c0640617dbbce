import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { ShellRulesPage } from '../fixtures/shell-page';
import { test } from '../fixtures/shopping-test';
import { productsOf } from '../fixtures/storefront-api';

// axe-core over the screens shoppers, leaders and owners use (issue 29): no serious or
// moderate violation. Minor ones are left to review; the screens are checked as they are
// first shown, the way a person meets them.

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

test.describe('accessibility', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

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
    await checkout.fillBuyer({ nombre: 'Lucía', apellido: 'Ramírez', telefono: '55 1234 5600' });
    await checkout.choosePickup();
    await checkout.chooseFirstDeliveryDay();
    await checkout.choosePayment(1);
    await checkout.submit();
    await confirmation.orderCode();
    await expectAccessible(page, 'the confirmation');
  });

  test('a leader’s orders', async ({ page }) => {
    await new ShellRulesPage(page).signIn('lider-mx', '+525555550002');
    await expect(page).not.toHaveURL(/\/user$/);
    await page.goto('/lider-mx/mis-pedidos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, 'the leader’s orders');
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
});
