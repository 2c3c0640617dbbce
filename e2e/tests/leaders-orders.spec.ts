import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import { productOf, productsOf } from '../fixtures/storefront-api';
import { waitForStorefront } from '../fixtures/storefront-ready';

const CASH = 1;
const LEADER_SHOP = 'lider-mx';
const LEADER = { phone: '+525555550002', name: 'Carmen Hernández' } as const;
const MARIA = { phone: '+525555550001', name: 'María López' } as const;
/** Luis belongs to demo-mx and to no beneficiary group. */
const OUTSIDER_PHONE = '+525555550003';

function inTwoDays() {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
}

async function signIn(page: Page, phone: string, shopSlug = LEADER_SHOP): Promise<void> {
  await page.goto(`/${shopSlug}/user`);
  await page.getByLabel(/Número de celular/).fill(phone);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Enviamos un código a/)).toBeVisible();
  const outbox = (await (
    await page.request.get('/api/dev/outbox', { params: { to: phone } })
  ).json()) as {
    params?: { code?: string } | null;
  }[];
  const code = outbox.find((m) => m.params?.code)?.params?.code;
  if (!code) throw new Error(`no sign-in code for ${phone}`);
  await page.getByLabel(/Código de verificación/).fill(code);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText(/Enviamos un código a/)).toBeHidden();
}

test.describe('a community leader orders for their neighbours', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('orders for a neighbour found by name and for a new one, then follows both', async ({
    browser,
    baseURL,
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    const product = await productOf(page.request, LEADER_SHOP);
    const newcomer = {
      name: 'Rocío',
      lastName: 'Pérez',
      phone: `+5255${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
    };
    const codes: string[] = [];

    const checkoutOnBehalf = async (choose: () => Promise<void>) => {
      await shop.open(LEADER_SHOP);
      await shop.addToCart(product, 1);
      await cart.openFromBar();
      await cart.goToCheckout();
      await checkout.waitForForm();
      await page.getByTestId('checkout-on-behalf').check();
      await expect(page.getByTestId('neighbour-picker')).toBeVisible();
      await choose();
      await checkout.choosePickup();
      await checkout.chooseFirstDeliveryDay();
      await checkout.choosePayment(CASH);
      await checkout.submit();
      codes.push(await confirmation.orderCode());
    };

    await test.step('sign in as the leader of lider-mx', async () => {
      await signIn(page, LEADER.phone);
    });

    await test.step('a neighbour found by name', async () => {
      await checkoutOnBehalf(async () => {
        await page.getByTestId('neighbour-search').fill('maria');
        const options = page.getByTestId('neighbour-option');
        await expect(options).toHaveCount(1);
        await options.filter({ hasText: MARIA.name }).getByRole('radio').check();
      });
    });

    await test.step('the neighbour’s confirmation names the leader', async () => {
      const messages = (await (
        await page.request.get('/api/dev/outbox', { params: { to: MARIA.phone } })
      ).json()) as { message: string; params?: { code?: string } | null }[];
      const confirmationMessage = messages.find((m) => m.params?.code === codes[0]);
      expect(confirmationMessage?.message).toContain(LEADER.name);
    });

    await test.step('a new neighbour, added from the checkout, is invited', async () => {
      await shop.open(LEADER_SHOP);
      await shop.addToCart(product, 1);
      await cart.openFromBar();
      await cart.goToCheckout();
      await checkout.waitForForm();
      await page.getByTestId('checkout-on-behalf').check();
      await page.getByTestId('neighbour-add-open').click();
      await page.getByTestId('neighbour-new-name').fill(newcomer.name);
      await page.getByTestId('neighbour-new-last-name').fill(newcomer.lastName);
      await page.getByTestId('neighbour-new-phone').fill(newcomer.phone);
      await page.getByTestId('neighbour-new-save').click();
      await expect(page.getByTestId('neighbour-invited')).toBeVisible();
    });

    await test.step('the newcomer signs in and accepts in "Mis pedidos"', async () => {
      const newcomerContext = await browser.newContext({ baseURL });
      try {
        const phone = await newcomerContext.newPage();
        await signIn(phone, newcomer.phone);
        await phone.goto(`/${LEADER_SHOP}/mis-pedidos`);
        await expect(phone.getByTestId('neighbour-invitation')).toContainText(LEADER.name);
        await phone.getByTestId('neighbour-invitation-accept').click();
        await expect(phone.getByTestId('neighbour-invitations')).toBeHidden();
      } finally {
        await newcomerContext.close();
      }
    });

    await test.step('now a member, the newcomer can be chosen', async () => {
      await checkoutOnBehalf(async () => {
        await page.getByTestId('neighbour-search').fill(newcomer.name);
        const chosen = page
          .getByTestId('neighbour-option')
          .filter({ hasText: `${newcomer.name} ${newcomer.lastName}` });
        await chosen.getByRole('radio').check();
      });
    });

    await test.step('both orders show under "Pedidos de mis vecinos"', async () => {
      await page.goto(`/${LEADER_SHOP}/mis-pedidos`);
      const section = page.getByTestId('neighbour-orders');
      await expect(section.getByRole('heading', { name: 'Pedidos de mis vecinos' })).toBeVisible();
      await expect(section.getByTestId('neighbour-orders-neighbour')).toHaveCount(2);
      await expect(section).toContainText(MARIA.name);
      await expect(section).toContainText(`${newcomer.name} ${newcomer.lastName}`);
      for (const code of codes) await expect(section).toContainText(code);
      await expect(section.getByTestId('neighbour-order').first()).toContainText('$');
    });
  });

  test('the gateway refuses an order for someone outside the leader’s group', async ({ page }) => {
    const product = await productOf(page.request, LEADER_SHOP);
    await signIn(page, LEADER.phone);
    const session = (await (await page.request.get('/api/user')).json()) as {
      community_leader_id: number;
    };
    const shop = (await (await page.request.get(`/api/shops/${LEADER_SHOP}`)).json()) as {
      id: number;
      delivery_days: string[];
    };
    const leaderId = session.community_leader_id;
    // A customer outside the group is only invited: the leader gains nothing until they accept.
    const outsider = await page.request.post(`/api/communityleader/${leaderId}/neighbours`, {
      data: { first_name: 'Luis', phone: OUTSIDER_PHONE },
    });
    expect(outsider.status()).toBe(202);

    const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const before = (await (await page.request.get('/api/dev/outbox')).json()) as unknown[];
    // Customer ids 1..20 cover every seeded person; only members of the group may be chosen.
    const group = (await (
      await page.request.get(`/api/communityleader/${leaderId}/neighbours`)
    ).json()) as { neighbours: { customer_id: number }[] };
    const members = new Set(group.neighbours.map((n) => n.customer_id));
    for (let customerId = 1; customerId <= 20; customerId += 1) {
      if (members.has(customerId)) continue;
      const response = await page.request.post('/api/order', {
        data: {
          customer_id: customerId,
          shop_id: shop.id,
          payment_method_id: CASH,
          selected_delivery_date: {
            year: day.getUTCFullYear(),
            month: day.getUTCMonth() + 1,
            day: day.getUTCDate(),
          },
          lines: [{ product_id: product.id, quantity: { value: '1' } }],
          acting_community_leader_id: leaderId,
        },
      });
      // The leader's own id is an ordinary order of their own; nobody else gets one.
      if (response.status() === 200) {
        const body = (await response.json()) as {
          order: { customer_id: number; acting_community_leader_id: number | null };
        };
        expect(body.order.acting_community_leader_id).toBeNull();
        continue;
      }
      expect(response.status()).toBe(404);
    }
    const after = (await (await page.request.get('/api/dev/outbox')).json()) as unknown[];
    // At most the leader's own confirmation (and its owner notice) was sent.
    expect(after.length - before.length).toBeLessThanOrEqual(2);
  });
});

test.describe('where the shopper is stays in the URL', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('a banner link filters the catalogue and survives reload and Back', async ({
    page,
    shop,
  }) => {
    const chip = (name: string) =>
      page.getByTestId('category-filter').getByRole('button', { name, exact: true });

    await test.step('the promotion banner for cleaning products', async () => {
      await shop.open('demo-mx');
      await page.getByRole('button', { name: 'Pausar promociones' }).click();
      const banner = page.getByRole('link', { name: 'Limpieza del hogar' });
      for (let slide = 1; slide <= 5 && !(await banner.isVisible()); slide += 1) {
        await page.getByRole('button', { name: `Ir a la promoción ${slide}` }).click();
      }
      await banner.click();
      await expect(page).toHaveURL(/[?&]category=Limpieza/);
      await expect(chip('Limpieza')).toHaveAttribute('aria-pressed', 'true');
      await expect(shop.cards.first()).toBeVisible();
    });

    await test.step('reload keeps the filter', async () => {
      await page.reload();
      await expect(chip('Limpieza')).toHaveAttribute('aria-pressed', 'true');
      await expect(shop.cards.first()).toBeVisible();
    });

    await test.step('a search searches the whole shop; a category chosen after it refines it, and Back undoes that', async () => {
      await page.goto('/demo-mx?category=Limpieza');
      await shop.searchInput.fill('jab');
      await expect(page).toHaveURL(/[?&]q=jab/);
      await expect(page).not.toHaveURL(/category=/);
      await expect(chip('Limpieza')).toHaveAttribute('aria-pressed', 'false');
      await chip('Limpieza').click();
      await expect(page).toHaveURL(/category=Limpieza/);
      await expect(page).toHaveURL(/[?&]q=jab/);
      await page.goBack();
      await expect(page).not.toHaveURL(/category=/);
      await expect(chip('Limpieza')).toHaveAttribute('aria-pressed', 'false');
      await expect(shop.searchInput).toHaveValue('jab');
    });

    await test.step('the Checkout category is not a browse chip', async () => {
      await expect(chip('Checkout')).toHaveCount(0);
      await expect(page.getByTestId('menu-bar').getByText('Limpieza', { exact: true })).toHaveCount(
        0,
      );
    });
  });
});

test.describe('a returning shopper', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('reorders a past order from the order list at today’s prices', async ({ page, cart }) => {
    const [first, second] = await productsOf(page.request, 'demo-mx', 2);
    await signIn(page, MARIA.phone, 'demo-mx');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoMx = (await (await page.request.get('/api/shops/demo-mx')).json()) as { id: number };
    const placed = await page.request.post('/api/order', {
      data: {
        customer_id: me.id,
        shop_id: demoMx.id,
        payment_method_id: CASH,
        selected_delivery_date: inTwoDays(),
        lines: [
          { product_id: first!.id, quantity: { value: '2' } },
          { product_id: second!.id, quantity: { value: '1' } },
        ],
      },
    });
    expect(placed.status()).toBe(200);
    const { order } = (await placed.json()) as { order: { id: string; code: string } };

    await test.step('one tap on the order card', async () => {
      await page.goto('/demo-mx/mis-pedidos');
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      await card.getByTestId('reorder-button').click();
      await expect(card.getByTestId('reorder-result')).toContainText('Agregamos 2 productos');
      await card.getByTestId('reorder-cart-link').click();
    });

    await test.step('the cart holds the order’s lines', async () => {
      await expect(cart.screen).toBeVisible();
      await expect(cart.lineQuantity(first!.id)).toHaveText('2');
      await expect(cart.lineQuantity(second!.id)).toHaveText('1');
    });
  });
});

test.describe('the en-US demo', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('stays in English from /innovacion through the cart and checkout', async ({
    page,
    shop,
    cart,
    checkout,
  }) => {
    const product = await productOf(page.request, 'demo-mx');
    const lang = () => page.locator('html').getAttribute('lang');

    await page.goto('/innovacion');
    // A page the server rendered: the journey's taps and typing wait until it has hydrated.
    await waitForStorefront(page);
    await expect(page).toHaveURL(/locale=en-US/);
    await expect(shop.cards.first()).toBeVisible();
    expect(await lang()).toBe('en-US');
    await expect(page.getByTestId('shop-country')).toContainText('English');

    await shop.addToCart(product, 1);
    await cart.openFromBar();
    await expect(page).not.toHaveURL(/locale=/);
    expect(await lang()).toBe('en-US');

    await cart.goToCheckout();
    await checkout.waitForForm();
    expect(await lang()).toBe('en-US');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Finalizar/);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' }, viewport: { width: 360, height: 740 } });

  interface Box {
    x: number;
    y: number;
    width: number;
    height: number;
  }
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  /** No sideways scrolling, content off the screen edges, and the chat bubble over nothing. */
  async function checkLayout(page: Page, screen: string, content: string): Promise<void> {
    await expect(page.getByTestId(content).first(), screen).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect
      .soft(widths.scroll, `${screen}: horizontal overflow`)
      .toBeLessThanOrEqual(widths.viewport);
    // The first heading's left edge tells whether the text keeps off the screen edge.
    const heading = page.getByTestId(content).first().locator('h1, h2').first();
    if ((await heading.count()) > 0) {
      const box = await heading.boundingBox();
      expect.soft(box?.x ?? 0, `${screen}: side padding`).toBeGreaterThanOrEqual(8);
    }
    const bubble = page.getByTestId('support-widget');
    if (!(await bubble.isVisible())) return;
    const bubbleBox = (await bubble.boundingBox())!;
    for (const other of [
      page.getByTestId('cart-bar'),
      page.getByRole('alert'),
      page.getByRole('status'),
    ]) {
      // Read in one go: notices come and go, and an element looked up again by its index
      // may be gone by then.
      const shown = await other.evaluateAll((nodes) =>
        nodes
          .filter((node) => node.checkVisibility({ visibilityProperty: true }))
          .map((node) => {
            const { x, y, width, height } = node.getBoundingClientRect();
            return { x, y, width, height, what: node.outerHTML.slice(0, 160) };
          }),
      );
      for (const { what, ...box } of shown) {
        if (box.width === 0 || box.height === 0 || !overlaps(bubbleBox, box)) continue;
        expect.soft(false, `${screen}: the chat bubble covers ${what}`).toBe(true);
      }
    }
  }

  test('every screen fits without overflow and the chat bubble covers nothing', async ({
    page,
    shop,
    browser,
  }) => {
    const product = await productOf(page.request, 'demo-mx');
    await signIn(page, MARIA.phone, 'demo-mx');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoMx = (await (await page.request.get('/api/shops/demo-mx')).json()) as { id: number };
    const placed = await page.request.post('/api/order', {
      data: {
        customer_id: me.id,
        shop_id: demoMx.id,
        payment_method_id: CASH,
        selected_delivery_date: inTwoDays(),
        lines: [{ product_id: product.id, quantity: { value: '1' } }],
      },
    });
    const { order } = (await placed.json()) as { order: { id: string } };

    await shop.open('demo-mx');
    await shop.addToCart(product, 1);
    await checkLayout(page, 'shop', 'shop-page');
    for (const [path, content] of [
      ['/demo-mx/mi-carrito', 'cart-page'],
      ['/demo-mx/checkout', 'checkout-page'],
      ['/demo-mx/mis-pedidos', 'my-orders-page'],
      [`/demo-mx/mis-pedidos?pedido=${order.id}`, 'order-detail'],
      ['/demo-mx/billetera', 'wallet-page'],
      ['/demo-mx/direcciones', 'address-book-page'],
      ['/404', 'not-found-page'],
    ] as const) {
      await page.goto(path);
      await checkLayout(page, path, content);
    }

    // The shop owner, in a browser of their own.
    const ownerContext = await browser.newContext({
      baseURL: new URL(page.url()).origin,
      viewport: { width: 360, height: 740 },
      extraHTTPHeaders: { 'cf-ipcountry': 'MX' },
    });
    try {
      const owner = await ownerContext.newPage();
      await signIn(owner, '+525555550009', 'demo-mx');
      await owner.goto(`/demo-mx/${order.id}`);
      await checkLayout(owner, 'manager page', 'manager-order-page');
    } finally {
      await ownerContext.close();
    }
  });
});

test.describe('a shopper editing an order', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'CO' } });

  test('adds a product from the catalogue picker; the total and the wallet follow', async ({
    page,
  }) => {
    const WALLET_CO = '+573005550001';
    const [first, extra] = await productsOf(page.request, 'demo-co', 2);
    await signIn(page, WALLET_CO, 'demo-co');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoCo = (await (await page.request.get('/api/shops/demo-co')).json()) as { id: number };
    const balance = async () =>
      (
        (await (
          await page.request.get('/api/wallet/balance', { params: { customerId: me.id } })
        ).json()) as { amount: { value: number } }
      ).amount.value;

    const placed = await page.request.post('/api/order', {
      data: {
        customer_id: me.id,
        shop_id: demoCo.id,
        payment_method_id: 3,
        require_debit_from_wallet: true,
        selected_delivery_date: inTwoDays(),
        lines: [{ product_id: first!.id, quantity: { value: '1' } }],
      },
    });
    expect(placed.status()).toBe(200);
    const { order } = (await placed.json()) as {
      order: { id: string; total: { value: number } };
    };
    const balanceBefore = await balance();

    await test.step('pick a product while editing and save', async () => {
      await page.goto(`/demo-co/mis-pedidos?pedido=${order.id}`);
      await page.getByRole('button', { name: 'Modificar pedido' }).click();
      const picker = page.getByTestId('product-picker');
      await picker.getByTestId('product-picker-search').fill(extra!.name);
      await picker
        .locator(`[data-testid="product-picker-option"][data-product-id="${extra!.id}"]`)
        .getByRole('button')
        .click();
      await expect(page.getByTestId('edit-added-line')).toContainText(extra!.name);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByTestId('order-line')).toHaveCount(2);
    });

    await test.step('the total and the wallet follow the gateway’s new price', async () => {
      const updated = (await (await page.request.get(`/api/order/${order.id}`)).json()) as {
        order: { total: { value: number }; wallet_debit: { value: number } };
      };
      expect(updated.order.total.value).toBeGreaterThan(order.total.value);
      expect(updated.order.wallet_debit.value).toBeCloseTo(updated.order.total.value, 2);
      await expect(page.getByTestId('order-total')).toContainText(
        Math.round(updated.order.total.value).toLocaleString('es-CO').split(/[.,]/)[0]!,
      );
      expect(await balance()).toBeCloseTo(
        balanceBefore - (updated.order.total.value - order.total.value),
        2,
      );
    });
  });
});

test.describe('the Checkout category', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('offers last-minute suggestions on the checkout page', async ({
    page,
    shop,
    cart,
    checkout,
  }) => {
    const product = await productOf(page.request, 'demo-mx');
    await shop.open('demo-mx');
    await shop.addToCart(product, 1);
    await cart.openFromBar();
    await cart.goToCheckout();
    await checkout.waitForForm();
    const suggestions = page.getByTestId('checkout-suggestion');
    await expect(suggestions.first()).toBeVisible();
    const before = await checkout.total.textContent();
    const first = suggestions.first();
    const id = await first.getAttribute('data-product-id');
    await first.getByRole('button').click();
    await expect(checkout.total).not.toHaveText(before ?? '');
    await expect(
      page.locator(`[data-testid="checkout-suggestion"][data-product-id="${id}"]`),
    ).toHaveCount(0);
  });
});

test.describe('the order list', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('filters confirmed orders and pages on, both kept in the URL across a reload', async ({
    page,
  }) => {
    const [product] = await productsOf(page.request, 'demo-mx', 2);
    await signIn(page, OUTSIDER_PHONE, 'demo-mx');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoMx = (await (await page.request.get('/api/shops/demo-mx')).json()) as { id: number };
    const place = (autoconfirm: boolean) =>
      page.request.post('/api/order', {
        params: autoconfirm ? { autoconfirm: 'true' } : {},
        data: {
          customer_id: me.id,
          shop_id: demoMx.id,
          payment_method_id: CASH,
          selected_delivery_date: inTwoDays(),
          lines: [{ product_id: product!.id, quantity: { value: '1' } }],
        },
      });
    // More confirmed orders than one page holds, and a pending one the filter leaves out.
    for (let i = 0; i < 11; i += 1) expect((await place(true)).status()).toBe(200);
    const pending = (await (await place(false)).json()) as { order: { id: string } };

    const cards = page.getByTestId('order-card');
    const filter = page.getByTestId('orders-filter');

    await test.step('only confirmed orders, a page at a time', async () => {
      await page.goto('/demo-mx/mis-pedidos');
      await expect(cards.first()).toBeVisible();
      await filter.getByRole('button', { name: 'Solo confirmados' }).click();
      await expect(page).toHaveURL(/[?&]estado=confirmado/);
      await expect(cards).toHaveCount(10);
      await expect(page.locator(`[data-order-id="${pending.order.id}"]`)).toHaveCount(0);
      await page.getByRole('button', { name: 'Ver más pedidos' }).click();
      await expect(page).toHaveURL(/[?&]paginas=2/);
      await expect(cards).not.toHaveCount(10);
      await expect(page.getByTestId('orders-list').getByText('Pendiente')).toHaveCount(0);
    });

    await test.step('a reload shows the same filter and pages', async () => {
      const shown = await cards.count();
      await page.reload();
      await expect(cards).toHaveCount(shown);
      await expect(filter.getByRole('button', { name: 'Solo confirmados' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    await test.step('all orders again, the pending one among them', async () => {
      await filter.getByRole('button', { name: 'Todos' }).click();
      await expect(page).not.toHaveURL(/estado=|paginas=/);
      await expect(page.locator(`[data-order-id="${pending.order.id}"]`)).toBeVisible();
    });
  });

  test('a canceled wallet order shows its reason and what went back to the wallet', async ({
    page,
  }) => {
    const WALLET_CO = '+573005550001';
    const [product] = await productsOf(page.request, 'demo-co', 2);
    await signIn(page, WALLET_CO, 'demo-co');
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const demoCo = (await (await page.request.get('/api/shops/demo-co')).json()) as { id: number };
    const placed = await page.request.post('/api/order', {
      data: {
        customer_id: me.id,
        shop_id: demoCo.id,
        payment_method_id: 3,
        require_debit_from_wallet: true,
        selected_delivery_date: inTwoDays(),
        lines: [{ product_id: product!.id, quantity: { value: '1' } }],
      },
    });
    expect(placed.status()).toBe(200);
    const { order } = (await placed.json()) as { order: { id: string; code: string } };
    const canceled = await page.request.post(`/api/order/${order.id}/cancel`, {
      data: { reason: 'dropoff_closed_point' },
    });
    expect(canceled.status()).toBe(200);

    await page.goto('/demo-co/mis-pedidos');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
    await expect(card.getByTestId('order-cancel-reason')).toContainText(
      'El punto de entrega está cerrado',
    );
    await expect(card.getByTestId('order-refund')).toContainText('Devuelto a tu billetera');

    await card.getByRole('link', { name: new RegExp(order.code) }).click();
    await expect(page.getByTestId('order-detail').getByTestId('order-refund')).toBeVisible();
    await expect(page.getByTestId('order-detail').getByTestId('order-cancel-reason')).toBeVisible();
  });
});

test.describe('shop content in the visitor’s locale', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

  test('the en-US demo shows English banners, categories and product names', async ({
    page,
    shop,
  }) => {
    await page.goto('/innovacion');
    // A page the server rendered: the journey's taps and typing wait until it has hydrated.
    await waitForStorefront(page);
    await expect(shop.cards.first()).toBeVisible();
    await expect(
      page.getByTestId('banner-slider').getByAltText('Your neighbourhood store, now online'),
    ).toHaveCount(1);
    const chips = page.getByTestId('category-filter');
    await expect(chips.getByRole('button', { name: 'Pantry', exact: true })).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Almacén', exact: true })).toHaveCount(0);

    await shop.searchInput.fill('arroz largo');
    await expect(shop.cards.first()).toContainText('Long-grain rice');
    await expect(shop.cards.first().getByTestId('product-unit')).toHaveText('1 unit');
  });

  test('the offers banner finds the offer products, and a reload keeps them', async ({
    page,
    shop,
  }) => {
    await shop.open('demo-mx');
    await page.getByRole('button', { name: 'Pausar promociones' }).click();
    const banner = page.getByRole('link', { name: 'Ofertas de la semana' });
    for (let slide = 1; slide <= 5 && !(await banner.isVisible()); slide += 1) {
      await page.getByRole('button', { name: `Ir a la promoción ${slide}` }).click();
    }
    await banner.click();
    await expect(page).toHaveURL(/[?&]q=oferta/);
    await expect(shop.cards).toHaveCount(2);
    await expect(shop.cards.first()).toContainText(/oferta/i);

    await page.reload();
    await expect(shop.searchInput).toHaveValue('oferta');
    await expect(shop.cards).toHaveCount(2);
  });
});

test.describe('paying with the wallet', () => {
  test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'CO' } });

  test('the summary shows the wallet deduction and nothing left to pay; the order matches', async ({
    page,
    shop,
    cart,
    checkout,
    confirmation,
  }) => {
    const WALLET_CO = '+573005550001';
    const [product] = await productsOf(page.request, 'demo-co', 2);
    await signIn(page, WALLET_CO, 'demo-co');
    await shop.open('demo-co');
    await shop.addToCart(product!, 1);
    await cart.openFromBar();
    await cart.goToCheckout();
    await checkout.waitForForm();
    await checkout.choosePickup();
    await checkout.chooseFirstDeliveryDay();

    await page.getByRole('switch', { name: 'Pagar con mi billetera' }).check();
    await expect(page.getByTestId('checkout-wallet-debit')).toBeVisible();
    await expect(page.getByTestId('checkout-remainder')).toHaveText(/Nada más por pagar/);
    await expect(page.getByTestId('checkout-wallet-covers-all')).toBeVisible();

    await checkout.submit();
    const code = await confirmation.orderCode();
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const latest = (await (
      await page.request.get('/api/orders', { params: { customer_id: me.id, page_size: 1 } })
    ).json()) as {
      orders: {
        code: string;
        total: { value: number };
        wallet_debit: { value: number };
        amount_due: { value: number };
      }[];
    };
    expect(latest.orders[0]!.code).toBe(code);
    expect(latest.orders[0]!.wallet_debit.value).toBe(latest.orders[0]!.total.value);
    expect(latest.orders[0]!.amount_due.value).toBe(0);
  });
});
