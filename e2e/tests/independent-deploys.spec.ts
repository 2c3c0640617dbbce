import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { repoRoot } from '../fixtures/storefront';
import { buildCatalogVariant } from '../fixtures/variant-build';

const SHOP = 'demo-mx';
/** Discounted from 29 to 24.50: 15.5 %, which the two rounding rules tell apart. */
const TOMATO = 'Tomate redondo';

/** The cart's quantity as the page's one bus holds it (protocol key of shared/src/page-instance). */
function cartQuantity(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (
        globalThis as unknown as Record<
          symbol,
          { latest(name: string): { quantity: number } | undefined }
        >
      )[Symbol.for('@barrio/shared/bus@2')]?.latest('cart:updated')?.quantity ?? 0,
  );
}

// The remote team's loop from the issue: change what mf-catalog uses from `shared`, build,
// deploy alone, and the page works, next to a shell and remotes built from the older code.
test('a remote built against newer shared code deploys alone and works next to older builds', async ({
  page,
  catalog,
  cartCheckout,
  storefront,
}) => {
  test.setTimeout(600_000);
  const label = `next-${Date.now().toString(36)}`;
  const shellBefore = storefront.shellFingerprint();

  const deployed =
    await test.step('mf-catalog built with a shared function the shell lacks is deployed alone', async () => {
      const distDir = buildCatalogVariant(storefront.scratch, 'catalog-next', label);
      return storefront.deployBuild('mf-catalog', distDir);
    });

  await test.step('the shop page runs the new build and its new shared function', async () => {
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.loaded).toHaveAttribute('data-remote-version', deployed.version);
    await expect(page.getByTestId('review-probe')).toHaveText(`reviews ready for ${SHOP}`);
    await expect(catalog.cards.first()).toBeVisible();
    expect(storefront.shellFingerprint()).toBe(shellBefore);
  });

  await test.step('mf-cart-checkout, built against the previous shared code, still hears the catalogue', async () => {
    await expect(cartCheckout.cartBar.loaded).toBeAttached();
    const before = await cartQuantity(page);
    await catalog.addFirstProduct();
    await expect.poll(() => cartQuantity(page)).toBeGreaterThan(before);
  });

  await test.step('an intent only the new remote declares waits for its handler, which loads later', async () => {
    await expect(page.getByTestId('review-requests')).toHaveCount(0);
    await page.getByTestId('load-review-handler').click();
    await expect(page.getByTestId('review-requests')).toHaveText('42');
  });

  await test.step("its changed pricing rule is reported, and the page keeps the shell's: card and cart agree", async () => {
    // The variant rounds a discount down (edits.json): the tomato would read -15 % there,
    // -16 % with the live rule. The page holds one copy of the rules, the shell's.
    expect(storefront.registry().log.at(-1)?.note ?? '').toContain(
      'another shared/src/domain/pricing.ts than',
    );
    await catalog.searchInput.fill(TOMATO);
    const card = catalog.cards.filter({ hasText: TOMATO }).first();
    await expect(card.getByRole('img', { name: /descuento/i })).toHaveAccessibleName(/\b16\b/);
    await card.getByRole('button', { name: /al carrito/i }).click();
    await cartCheckout.gotoCart(SHOP);
    const line = page.getByTestId('cart-line').filter({ hasText: TOMATO });
    await expect(line.getByRole('img', { name: /descuento/i })).toHaveAccessibleName(/\b16\b/);
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.loaded).toHaveAttribute('data-remote-version', deployed.version);
  });

  await test.step('a shell deploy passes its check against the deployed remotes and breaks none', async () => {
    storefront.deployShell(path.join(repoRoot, 'shell', 'dist'));
    await page.reload();
    await expect(catalog.shopPage.loaded).toHaveAttribute('data-remote-version', deployed.version);
    await expect(page.getByTestId('review-probe')).toBeVisible();
    await expect(catalog.cards.first()).toBeVisible();
    await expect(cartCheckout.cartBar.loaded).toBeAttached();
  });

  await test.step('rollback leaves the storefront as the other journeys expect it', async () => {
    const restored = storefront.rollback('mf-catalog');
    await page.reload();
    await expect(catalog.shopPage.loaded).toHaveAttribute('data-remote-version', restored.version);
    await expect(page.getByTestId('review-probe')).toHaveCount(0);
  });
});
