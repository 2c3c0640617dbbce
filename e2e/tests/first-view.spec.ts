import { expect, test } from '../fixtures';
import { LIGHTHOUSE_PHONE } from '../fixtures/storefront';

const SHOP = 'demo-mx';

test('the shop page starts its downloads with the document, then shows without moving', async ({
  page,
  catalog,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const registryRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') registryRequests.push(request.url());
  });
  // Every layout shift of the page, kept from its first paint on.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await test.step('the document carries the registry and preloads the first screen', async () => {
    const response = await page.request.get(`/${SHOP}`);
    const html = await response.text();
    expect(html).toContain('<script id="barrio-registry" type="application/json">');
    // The shop comes with the page rendered on the server (server-first-view.spec.ts), so it
    // is not preloaded.
    expect(html).toContain('<div id="root"><');
    expect(html).not.toContain(`href="/api/shops/${SHOP}"`);
    expect(html).toMatch(
      /<link rel="preload" as="script" href="\/remotes\/mf-catalog\/[^"]+\/remoteEntry\.js">/,
    );
    expect(html).toMatch(/__federation_expose_ShopPage\.[0-9a-f]{8}\.js/);
    // It paints from its markup: the shell's scripts do not share the link with its images.
    expect(html).not.toContain('data-shell-start');
  });

  await test.step('the shop page shows its banners and first products', async () => {
    await catalog.goto(SHOP);
    await expect(page.getByTestId('banners')).toBeVisible();
    await expect(catalog.cards.first()).toBeVisible();
  });

  await test.step('without asking for the registry, a console error or a layout shift', async () => {
    // Let late parts (images, the cart bar) settle before adding the shifts up.
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    expect(registryRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("the document preloads the shell's start-up scripts, each one the start asks for", async ({
  page,
}) => {
  // Shell files sit at the root; a remote's under /remotes/.
  const SHELL_SCRIPT = /^\/(?!remotes\/)[^/]+\.js$/;
  const html = await (await page.request.get(`/${SHOP}/checkout`)).text();
  const preloaded = [...html.matchAll(/<link [^>]*href="([^"]+)" data-shell-start>/g)]
    .map((match) => match[1] ?? '')
    .filter((href) => SHELL_SCRIPT.test(href));
  // React DOM, the router, the design system, the bus… are known before the entry runs, in a
  // few files by layer (scripts/webpack/startup-chunks-plugin.cjs).
  expect(preloaded.length).toBeGreaterThan(1);
  for (const href of preloaded) expect(href).toMatch(/^\/start-\d+\.[0-9a-f]{8}\.js$/);

  // The same page without its preloads: what the start asks for once the entry runs.
  await page.route(`**/${SHOP}/checkout`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<link [^>]*data-shell-start>/g, '');
    await route.fulfill({ response, body });
  });
  const asked = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (SHELL_SCRIPT.test(pathname)) asked.add(pathname);
  });
  await page.goto(`/${SHOP}/checkout`);
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(preloaded.filter((href) => !asked.has(href))).toEqual([]);
});

// The browser's locale data is loaded by a worker's question, off the page's main thread
// (decision 018): a worker the page's policy refuses would leave the work to the start-up.
test("the browser's first Intl question is asked by a worker the page's policy allows", async ({
  page,
}) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const workers: { url: string; closed: boolean }[] = [];
  page.on('worker', (worker) => {
    const seen = { url: worker.url(), closed: false };
    workers.push(seen);
    worker.once('close', () => (seen.closed = true));
  });
  await page.goto(`/${SHOP}`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // It answers and is let go of.
  await expect
    .poll(() => workers)
    .toEqual([{ url: expect.stringMatching(/^blob:/), closed: true }]);
  expect(refusals).toEqual([]);
});

// On a page the server rendered, the shell's entry starts once the first screen's pictures are
// painted (gateway/src/modules/web/entry-after-paint.ts): its start-up work then never sits
// between the markup and the largest paint.
const FIRST_SCREEN_PICTURES = '#root img[loading="eager"], #root img[fetchpriority="high"]';
const SHELL_ENTRY = /\/main\.[0-9a-f]{8}\.js$/;

test.describe("the shop page's own scripts start after its first pictures", () => {
  test.use(LIGHTHOUSE_PHONE);

  test('the entry starts once every first-screen picture is decoded, then the page runs', async ({
    page,
  }) => {
    // What the page holds at the moment the entry's script element is added.
    await page.addInitScript(
      ({ pictures, entry }) => {
        const seen = window as unknown as { __atEntryStart?: boolean[] };
        new MutationObserver((records, observer) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof HTMLScriptElement) || !new RegExp(entry).test(node.src))
                continue;
              seen.__atEntryStart = [...document.querySelectorAll<HTMLImageElement>(pictures)].map(
                (picture) => picture.complete && picture.naturalWidth > 0,
              );
              observer.disconnect();
            }
          }
        }).observe(document, { childList: true, subtree: true });
      },
      { pictures: FIRST_SCREEN_PICTURES, entry: SHELL_ENTRY.source },
    );
    const html = await (await page.request.get(`/${SHOP}`)).text();
    expect(html).not.toMatch(/<script defer[^>]*main\./);
    expect(html).toMatch(
      /<link rel="preload" as="script" fetchpriority="low" href="\/main\.[0-9a-f]{8}\.js" data-shell-entry>/,
    );

    await page.goto(`/${SHOP}`);
    const atStart = await (
      await page.waitForFunction(() => (window as { __atEntryStart?: boolean[] }).__atEntryStart)
    ).jsonValue();
    // The product pictures the server marks high priority, and the first banner.
    expect(atStart?.length).toBeGreaterThanOrEqual(2);
    expect(atStart?.every(Boolean)).toBe(true);

    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-bar-count')).toHaveText(/1 producto/);
  });

  test('a first-screen picture that never arrives does not hold the page', async ({ page }) => {
    // The product pictures hang: the entry starts on its own after its wait.
    await page.route('**/images/products/**', () => {});
    await page.goto(`/${SHOP}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('script[src*="/main."]')).toHaveCount(1);
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-bar-count')).toHaveText(/1 producto/);
  });
});
