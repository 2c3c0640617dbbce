import type { CDPSession, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { test } from '../fixtures/shopping-test';
import {
  isPlainProduct,
  newGuestPhone,
  outboxMessages,
  productOf,
} from '../fixtures/storefront-api';
import { ShellRulesPage } from '../fixtures/shell-page';

// A shopper on a phone that loses signal: the service worker keeps the shop, its search and
// the checkout usable, queues the order, and brings order updates by push.

const SHOP = 'demo-mx';
const CASH = 1;
// The shop page's first page of products (mf-catalog PRODUCTS_PAGE_SIZE).
const FIRST_PAGE = 24;

test.use({ serviceWorkers: 'allow', extraHTTPHeaders: { 'cf-ipcountry': 'MX' } });

/**
 * Waits until the service worker controls the page and has kept what a first visit needs
 * offline: this page, the registry, and every deployed remote's manifest and screens.
 */
async function waitUntilReadyOffline(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 'no controller';
          const pages = await (await caches.open('barrio-pages-v1')).keys();
          const entries = (await (await caches.open('barrio-entries-v1')).keys()).map((r) => r.url);
          const immutable = (await (await caches.open('barrio-immutable-v1')).keys()).map(
            (r) => r.url,
          );
          if (!pages.some((r) => r.url === window.location.href)) return 'page not kept';
          if (entries.filter((url) => url.endsWith('/mf-manifest.json')).length < 5)
            return 'manifests not kept';
          if (!immutable.some((url) => url.includes('__federation_expose_CheckoutPage')))
            return 'checkout not kept';
          return 'ready';
        }),
      { timeout: 60_000 },
    )
    .toBe('ready');
}

/** The state of the order queue's record in IndexedDB (null when there is none). */
async function queuedOrderState(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const opening = indexedDB.open('barrio-order-queue', 1);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction('orders').objectStore('orders').get('queued');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { state?: string } | undefined)?.state ?? null);
          };
        };
      }),
  );
}

/** The id DevTools knows the storefront's service worker registration by. */
/**
 * Our registration's id, once its worker has finished activating: a push or sync event sent
 * while it still activates (the page may already be controlled then, by `clients.claim()`)
 * is not one the test can count on.
 */
async function serviceWorkerRegistrationId(cdp: CDPSession, baseURL: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    const ours = new Set<string>();
    const activated = new Set<string>();
    const settle = () => {
      for (const id of ours) if (activated.has(id)) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const r of registrations) {
        if (r.scopeURL === `${baseURL}/` && !r.isDeleted) ours.add(r.registrationId);
      }
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.status === 'activated') activated.add(v.registrationId);
      settle();
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('offline: browse, search, add to the cart and queue an order that is sent once on reconnect', async ({
  page,
  context,
  shop,
  cart,
  checkout,
  confirmation,
}) => {
  test.setTimeout(180_000);
  const product = await productOf(page.request, SHOP, isPlainProduct, {
    pageSize: FIRST_PAGE,
    atMost: FIRST_PAGE,
  });
  const phone = newGuestPhone('mx');
  const orderPosts: string[] = [];
  // The context's requests include the service worker's (Background Sync sends from there).
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/order') {
      orderPosts.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await test.step('a first visit to the shop, kept by the service worker', async () => {
    await shop.open(SHOP);
    await waitUntilReadyOffline(page);
  });

  await test.step('offline the banner says so, and search works over what is kept', async () => {
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('pueden estar incompletos');
    // Answered by the worker from the kept catalogue pages, marked partial: not the network.
    const searched = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/products' &&
        new URL(response.url()).searchParams.has('q'),
    );
    const card = await shop.find(product.id, product.name);
    await expect(card).toBeVisible();
    expect((await searched).headers()['x-barrio-offline-results']).toBe('partial');
  });

  await test.step('a reload offline still shows the shop', async () => {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(shop.cards.first()).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
  });

  await test.step('the cart works offline', async () => {
    await shop.addToCart(product);
    await cart.openFromBar();
    await expect(cart.lines).toHaveCount(1);
    await cart.goToCheckout();
  });

  await test.step('placing the order offline queues it', async () => {
    await checkout.waitForForm();
    await checkout.fillBuyer({ nombre: 'Rosa', apellido: 'Méndez', telefono: phone.typed });
    await checkout.choosePickup();
    await checkout.chooseFirstDeliveryDay();
    await checkout.choosePayment(CASH);
    await checkout.submit();
    await expect(page.getByTestId('order-queued')).toContainText(
      'se enviará cuando vuelvas a tener conexión',
    );
    expect(await outboxMessages(page.request, phone.stored)).toHaveLength(0);
  });

  await test.step('back online, the order leaves by itself, exactly once', async () => {
    await context.setOffline(false);
    await confirmation.orderCode();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    const confirmations = (await outboxMessages(page.request, phone.stored)).filter(
      (message) => message.template === 'order_confirmation',
    );
    expect(confirmations).toHaveLength(1);
    expect(new Set(orderPosts.filter(Boolean)).size).toBe(1);
  });
});

test("a queued order leaves on the service worker's Background Sync, with the page gone, exactly once", async ({
  page,
  context,
  shop,
  cart,
  checkout,
  confirmation,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const product = await productOf(page.request, SHOP, isPlainProduct, {
    pageSize: FIRST_PAGE,
    atMost: FIRST_PAGE,
  });
  const phone = newGuestPhone('mx');
  const confirmationsSent = async () =>
    (await outboxMessages(page.request, phone.stored)).filter(
      (message) => message.template === 'order_confirmation',
    ).length;
  const workerOrderPosts: string[] = [];
  context.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname === '/api/order' &&
      request.serviceWorker() !== null
    ) {
      workerOrderPosts.push(request.headers()['idempotency-key'] ?? '');
    }
  });

  await shop.open(SHOP);
  await waitUntilReadyOffline(page);
  const cdp = await context.newCDPSession(page);
  const registrationId = await serviceWorkerRegistrationId(cdp, baseURL!);
  const setPageOffline = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

  // A flag rather than unrouting: a send the browser starts just as the endpoint comes back is
  // then either failed or let through, never left paused by a route that went away under it.
  let ordersUnreachable = true;

  await test.step('placing the order offline queues it; the sync the browser fires at once fails', async () => {
    await shop.addToCart(product);
    await cart.openFromBar();
    await cart.goToCheckout();
    await checkout.waitForForm();
    await checkout.fillBuyer({ nombre: 'Marta', apellido: 'Ríos', telefono: phone.typed });
    await checkout.choosePickup();
    await checkout.chooseFirstDeliveryDay();
    await checkout.choosePayment(CASH);
    // Only the page is taken offline (a whole-context offline would make Chromium fire the
    // sync by itself on reconnecting); the worker stays online but cannot reach the orders
    // endpoint, so the sync the browser fires when the checkout registers it fails, and the
    // browser's own retry is minutes away.
    let failedWorkerSends = 0;
    await context.route('**/api/order', (route) => {
      if (!ordersUnreachable) return route.continue();
      if (route.request().serviceWorker()) failedWorkerSends += 1;
      return route.abort('internetdisconnected');
    });
    await setPageOffline(true);
    await checkout.submit();
    await expect(page.getByTestId('order-queued')).toContainText(
      'se enviará cuando vuelvas a tener conexión',
    );
    await expect.poll(() => failedWorkerSends).toBeGreaterThan(0);
    await expect.poll(() => queuedOrderState(page)).toBe('queued');
    expect(await confirmationsSent()).toBe(0);
  });

  await test.step('with the page gone, the network back and a sync event, it leaves once', async () => {
    // The checkout's reconnect path (its `online` listener) goes with its page: from here on
    // only the worker can send the order.
    await page.goto('about:blank');
    ordersUnreachable = false;
    // The checkout may still claim the order as it goes (it sends when it sees the network)
    // and be gone before the answer: the worker then takes that abandoned claim over, as it
    // would from a tab closed mid-send.
    // What the browser does when connectivity returns: the worker's sync event, with the tag
    // the checkout registered.
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: baseURL!,
      registrationId,
      tag: 'barrio-queued-order',
      lastChance: false,
    });
    await expect.poll(confirmationsSent, { timeout: 30_000 }).toBe(1);
    expect(new Set(workerOrderPosts.filter(Boolean)).size).toBe(1);
  });

  await test.step('the checkout shows the answer the worker kept, and sends nothing more', async () => {
    await setPageOffline(false);
    await page.goto(`/${SHOP}/checkout`);
    await confirmation.orderCode();
    expect(new Set(workerOrderPosts.filter(Boolean)).size).toBe(1);
    expect(await confirmationsSent()).toBe(1);
  });
});

test('a queued order can be cancelled before it leaves', async ({
  page,
  context,
  shop,
  cart,
  checkout,
}) => {
  test.setTimeout(180_000);
  const product = await productOf(page.request, SHOP, isPlainProduct, {
    pageSize: FIRST_PAGE,
    atMost: FIRST_PAGE,
  });
  const phone = newGuestPhone('mx');

  await shop.open(SHOP);
  await waitUntilReadyOffline(page);
  await shop.addToCart(product);
  await cart.openFromBar();
  await cart.goToCheckout();
  await checkout.waitForForm();
  await checkout.fillBuyer({ nombre: 'Iván', apellido: 'Soto', telefono: phone.typed });
  await checkout.choosePickup();
  await checkout.chooseFirstDeliveryDay();
  await checkout.choosePayment(CASH);

  await context.setOffline(true);
  await checkout.submit();
  await expect(page.getByTestId('order-queued')).toBeVisible();
  await page.getByTestId('order-queued-cancel').click();
  await expect(page.getByTestId('order-queued')).toHaveCount(0);
  await expect(checkout.submitButton).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  // The cart is still there to order again, and nothing reached the shop.
  await expect(checkout.submitButton).toBeVisible();
  expect(await outboxMessages(page.request, phone.stored)).toHaveLength(0);
});

test('a catalogue remote deployed while the service worker is installed runs on the next online load', async ({
  page,
  shop,
  storefront,
}) => {
  test.setTimeout(300_000);
  await shop.open(SHOP);
  await waitUntilReadyOffline(page);
  const before = await shop.shopPage.version();

  const label = `sw-${Date.now().toString(36)}`;
  const deployed = storefront.deployLabelledBuild('mf-catalog', label);
  expect(deployed.version).not.toBe(before);

  await page.reload();
  await expect(shop.shopPage.loaded).toHaveAttribute('data-remote-version', deployed.version);
  expect(await shop.shopPage.build()).toBe(label);
  storefront.rollback('mf-catalog');
});

test('the service worker shows a notification for a pushed order update', async ({
  page,
  context,
  shop,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await shop.open(SHOP);
  await waitUntilReadyOffline(page);

  const cdp = await context.newCDPSession(page);
  const registrationId = await serviceWorkerRegistrationId(cdp, baseURL!);
  const payload = {
    title: 'Pedido MX-000123 confirmado',
    body: 'Demo MX recibió tu pedido.',
    url: `/${SHOP}/mis-pedidos`,
    tag: 'order-1',
  };
  // A push that arrives before the worker's push handler runs is dropped, as a browser drops
  // it: delivered again until one shows. The tag makes a second delivery replace the first,
  // so the list below still holds exactly one notification.
  await expect
    .poll(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId,
        data: JSON.stringify(payload),
      });
      return page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    })
    .toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
      },
    ]);
});

// A 2×2 red PNG, small enough to inline.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM45MhzyJGHAUIBACCKBD2Ux2MtAAAAAElFTkSuQmCC',
  'base64',
);

test('a profile picture uploaded on the profile screen shows in the header; a non-image is refused', async ({
  page,
}) => {
  const shell = new ShellRulesPage(page);
  await shell.signIn(SHOP, '+525555550001');
  await expect(page.getByTestId('account-link')).toBeVisible();
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };

  await test.step('a text file is refused with a 4xx and changes nothing', async () => {
    const refused = await page.request.post(`/images/${id}/profile`, {
      multipart: {
        file: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') },
      },
    });
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    expect(refused.status()).toBeLessThan(500);
    await page.goto(`/${SHOP}/user`);
    await page.getByTestId('profile-picture-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(page.getByTestId('profile-picture-error')).toBeVisible();
  });

  await test.step('an image is kept and shown in the header', async () => {
    await page.getByTestId('profile-picture-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(page.getByTestId('profile-picture-saved')).toBeVisible();
    const avatar = page.getByTestId('header-avatar');
    await expect(avatar).toBeVisible();
    // Re-encoded by the server: the header shows a real, decoded image.
    await expect
      .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.reload();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
  });
});

test('low-data mode: no banner autoplay, lite packshots, no map tiles, the list of points only', async ({
  page,
  shop,
  cart,
  checkout,
}) => {
  // What Chrome's data saver reports to pages, and the header it sends with every request (the
  // gateway then draws the server's first view with the lite packshots too).
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {
        saveData: true,
        effectiveType: '3g',
        addEventListener() {},
        removeEventListener() {},
      },
    });
  });
  const tileRequests: string[] = [];
  page.on('request', (request) => {
    if (
      /\/\d+\/\d+\/\d+\.(?:png|jpg|webp)(?:\?|$)/.test(request.url()) ||
      /tile/.test(request.url())
    )
      tileRequests.push(request.url());
  });
  const packshotRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/images/products/')) packshotRequests.push(pathname);
  });
  const product = await productOf(page.request, SHOP, isPlainProduct, {
    pageSize: FIRST_PAGE,
    atMost: FIRST_PAGE,
  });

  await test.step('the banners do not turn on their own', async () => {
    await shop.open(SHOP);
    await expect(page.getByTestId('banner-slider')).toBeVisible();
    await expect(page.getByTestId('banner-slider-toggle')).toHaveAttribute(
      'aria-label',
      'Reanudar promociones',
    );
    await expect(page.getByTestId('low-data-toggle')).toBeChecked();
  });

  await test.step('the product pictures are the lite packshots', async () => {
    const firstPicture = page.getByTestId('product-card').first().getByTestId('product-image');
    await expect(firstPicture.locator('img')).toHaveAttribute('src', /\.lite\.svg$/);
    await expect
      .poll(() => firstPicture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(packshotRequests.length).toBeGreaterThan(0);
    expect(packshotRequests.filter((path) => !path.endsWith('.lite.svg'))).toEqual([]);
  });

  await test.step('the pickup picker lists the points without a map', async () => {
    await shop.addToCart(product);
    await cart.openFromBar();
    await expect(page.getByTestId('cart-line').first().locator('img')).toHaveAttribute(
      'src',
      /\.lite\.svg$/,
    );
    await cart.goToCheckout();
    await checkout.waitForForm();
    await checkout.choosePickup();
    await expect(page.locator('[data-testid="pickup-map-unavailable"]')).toHaveAttribute(
      'data-failure',
      'low-data',
    );
    await expect(page.getByTestId('pickup-point').first()).toBeVisible();
    expect(tileRequests).toEqual([]);
    expect(packshotRequests.filter((path) => !path.endsWith('.lite.svg'))).toEqual([]);
  });
});
