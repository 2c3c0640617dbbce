import { expect, test } from '../fixtures';

// The federation platform: remotes come from the registry at runtime, deploy and roll back
// alone, fail alone, and share one bus.

const SHOP = 'demo-mx';

test.describe.configure({ mode: 'serial' });

test('the shell loads the remotes of the route in view from the registry', async ({
  page,
  shell,
  catalog,
  cartCheckout,
  storefront,
}) => {
  const registry = storefront.registry();

  await test.step('the registry comes with the page at runtime, never cached', async () => {
    // The gateway writes the current registry into the document (no /remotes.json round trip).
    const documentResponse = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/${SHOP}`,
    );
    await shell.goto(`/${SHOP}`);
    const response = await documentResponse;
    expect(response.headers()['cache-control']).toBe('no-cache');
    const inline = /<script id="barrio-registry" type="application\/json">(.*?)<\/script>/.exec(
      await response.text(),
    );
    const inlined = JSON.parse(inline?.[1] ?? '{}') as {
      remotes: Record<string, { version: string }>;
    };
    expect(inlined.remotes['mf-catalog']?.version).toBe(registry.remotes['mf-catalog']?.version);
  });

  await test.step('the shop page and the cart bar come from the versions the registry names', async () => {
    await expect(catalog.shopPage.loaded).toBeVisible();
    expect(await catalog.shopPage.version()).toBe(registry.remotes['mf-catalog']?.version);
    await expect(cartCheckout.cartBar.loaded).toBeAttached();
    expect(await cartCheckout.cartBar.version()).toBe(
      registry.remotes['mf-cart-checkout']?.version,
    );
  });

  await test.step('only the remotes of this route were fetched', async () => {
    expect((await shell.requestedRemotes()).sort()).toEqual(['mf-cart-checkout', 'mf-catalog']);
  });

  await test.step('another route loads its own remote on demand', async () => {
    await page
      .getByRole('link', { name: /mis pedidos/i })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${SHOP}/mis-pedidos$`));
    await expect(shell.slot('mf_orders/MyOrdersPage').loaded).toBeAttached();
    expect(await shell.requestedRemotes()).toContain('mf-orders');
    expect(await shell.requestedRemotes()).not.toContain('mf-wallet');
  });
});

test('deploying a remote is seen on reload with the shell untouched, and rollback restores it', async ({
  page,
  catalog,
  storefront,
}) => {
  test.setTimeout(240_000);
  const before = storefront.registry().remotes['mf-catalog'];
  const shellBefore = storefront.shellFingerprint();
  const label = `e2e-${Date.now().toString(36)}`;

  await test.step('the current build is live', async () => {
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.loaded).toBeVisible();
    expect(await catalog.shopPage.version()).toBe(before?.version);
  });

  const deployed = await test.step('a rebuilt mf-catalog is deployed', async () =>
    storefront.deployLabelledBuild('mf-catalog', label));

  await test.step('a reload runs the new build, with the same shell and the same gateway', async () => {
    expect(deployed.version).not.toBe(before?.version);
    const shellMain = page.waitForResponse((response) =>
      /^\/main\.[0-9a-f]{8}\.js$/.test(new URL(response.url()).pathname),
    );
    await page.reload();
    expect((await shellMain).status()).toBeLessThan(400);
    await expect(catalog.shopPage.loaded).toHaveAttribute('data-remote-version', deployed.version);
    expect(await catalog.shopPage.build()).toBe(label);
    expect(storefront.shellFingerprint()).toBe(shellBefore);
  });

  await test.step('rollback points back at the previous build', async () => {
    const restored = storefront.rollback('mf-catalog');
    expect(restored.version).toBe(before?.version);
    await page.reload();
    await expect(catalog.shopPage.loaded).toHaveAttribute('data-remote-version', restored.version);
    expect(await catalog.shopPage.build()).not.toBe(label);
    expect(storefront.shellFingerprint()).toBe(shellBefore);
  });
});

test('a remote that cannot be loaded leaves the shell and the other remotes working', async ({
  page,
  shell,
  catalog,
  cartCheckout,
}) => {
  await test.step('with mf-catalog unreachable the shop page shows the fallback', async () => {
    await page.route('**/remotes/mf-catalog/**', (route) => route.abort('connectionrefused'));
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.fallback).toBeVisible();
    await expect(catalog.shopPage.fallback).toContainText('Esta sección no está disponible');
  });

  await test.step('the shell and the cart bar keep working', async () => {
    await expect(shell.header).toBeVisible();
    await expect(cartCheckout.cartBar.loaded).toBeAttached();
  });

  await test.step('the failure is logged once', async () => {
    expect(shell.failuresOf('mf_catalog/ShopPage')).toHaveLength(1);
  });

  await test.step('once mf-catalog is back, retry loads it', async () => {
    await page.unroute('**/remotes/mf-catalog/**');
    await catalog.shopPage.retryButton.click();
    await expect(catalog.shopPage.loaded).toBeVisible();
    await expect(catalog.shopPage.fallback).toHaveCount(0);
    expect(shell.failuresOf('mf_catalog/ShopPage')).toHaveLength(1);
  });
});

test('a remote whose code throws while rendering is contained', async ({
  page,
  shell,
  catalog,
  cartCheckout,
}) => {
  await test.step("mf-catalog's exposed page throws on render", async () => {
    // Every default export of the exposed chunk becomes a component that throws.
    await page.route('**/remotes/mf-catalog/**/__federation_expose_ShopPage*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /default:\(\)=>/g,
        'default:()=>function(){throw new Error("e2e: remote render failure")}||',
      );
      await route.fulfill({ response, body });
    });
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.fallback).toBeVisible();
  });

  await test.step('the shell and the cart bar keep working, and the failure is logged once', async () => {
    await expect(shell.header).toBeVisible();
    await expect(cartCheckout.cartBar.loaded).toBeAttached();
    expect(shell.failuresOf('mf_catalog/ShopPage')).toHaveLength(1);
    expect(shell.failuresOf('mf_catalog/ShopPage')[0]).toContain('render failure');
  });

  await test.step('retry renders it again, and a still-broken remote falls back again', async () => {
    await catalog.shopPage.retryButton.click();
    await expect(catalog.shopPage.fallback).toBeVisible();
    await expect.poll(() => shell.failuresOf('mf_catalog/ShopPage').length).toBe(2);
  });
});

test('one bus instance: an event published by one remote reaches another', async ({
  page,
  catalog,
  cartCheckout,
}) => {
  await test.step('the shop page and the cart bar are loaded', async () => {
    await catalog.goto(SHOP);
    await expect(catalog.shopPage.loaded).toBeVisible();
    await expect(cartCheckout.cartBar.loaded).toBeAttached();
  });

  // Built from the same shared code, the apps share one copy of the bus code too (a remote
  // built against other shared code brings its own copy, which meets the same bus instance:
  // independent-deploys.spec.ts).
  await test.step('apps built from the same shared code load one copy of the bus code', async () => {
    const providers = await page.evaluate(() => {
      type ShareInfo = { from?: string; loaded?: boolean; lib?: unknown };
      const federation = (
        globalThis as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
          };
        }
      ).__FEDERATION__;
      const found: string[] = [];
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [version, info] of Object.entries(packages['@barrio/shared/bus'] ?? {})) {
            if (info.loaded || info.lib) found.push(`${info.from}@${version}`);
          }
        }
      }
      return [...new Set(found)];
    });
    expect(providers).toHaveLength(1);
  });

  await test.step('adding a product in mf-catalog reaches the cart in mf-cart-checkout', async () => {
    const quantityBefore = await page.evaluate(
      () =>
        (
          globalThis as unknown as Record<
            symbol,
            { latest(name: string): { quantity: number } | undefined }
          >
        )[Symbol.for('@barrio/shared/bus@2')]?.latest('cart:updated')?.quantity ?? 0,
    );
    await expect(catalog.addButtons.first()).toBeVisible();
    await catalog.addFirstProduct();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              globalThis as unknown as Record<
                symbol,
                { latest(name: string): { quantity: number } | undefined }
              >
            )[Symbol.for('@barrio/shared/bus@2')]?.latest('cart:updated')?.quantity ?? 0,
        ),
      )
      .toBeGreaterThan(quantityBefore);
  });
});
