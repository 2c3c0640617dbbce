import { act } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Button } from '@barrio/shared/design-system';
import {
  FIRST_VIEW_RENDER_ID,
  FIRST_VIEW_STATE_ID,
  type RenderedPage,
  type ServerRenderInfo,
} from '@barrio/shared/first-view';
import { customerStorage } from '@barrio/shared/storage';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { demoRoutes, fakeShop, installFakeApi, type FakeApi } from '../app/testing/fake-api';
import { LazyRemoteCache, type RemoteLoader } from '../remotes';
import { RemoteComponentsProvider } from '../remotes/remote-loader-context';
import { renderShopPage } from './first-view';

// The gateway renders the shop page with this bundle; the browser then hydrates that markup with
// the shell's own App. These tests do both, the browser's half in jsdom with React's development
// build, which reports any difference between the two.

const shop = fakeShop('demo-mx', 2);
const maria = {
  id: 7,
  name: 'María',
  last_name: 'López',
  phone: '+525555550001',
  email: null,
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: null,
  role: 'customer' as const,
  community_leader_id: null,
  shop_ids: [],
};

/** mf-catalog's exposed page, as far as the shell can tell: ids, a styled button, text. */
function CataloguePage({ shopSlug }: { shopSlug: string }) {
  const id = useId();
  return (
    <section data-testid="catalogue-page" aria-labelledby={id}>
      <h2 id={id}>Productos de {shopSlug}</h2>
      <Button>Agregar</Button>
    </section>
  );
}

const loader: RemoteLoader = {
  load: async () => ({ default: CataloguePage as never }),
  versionOf: () => '0.1.0-catalog',
};

async function serverPage() {
  return renderShopPage({
    shop: shop as never,
    locale: 'es-MX',
    lowData: false,
    flags: { home_toggle: true },
    modules: [
      {
        module: 'mf_catalog/ShopPage',
        component: CataloguePage,
        version: '0.1.0-catalog',
        build: 'catalog-build',
        queries: { mutations: [], queries: [] },
      },
    ],
  });
}

let api: FakeApi;

afterEach(() => {
  api?.restore();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  globalThis.__BARRIO_REMOTE_BUILDS__ = undefined;
});

/** Lays the server's page out in the document as the gateway serves it, at `path`. */
function serveInDocument(page: RenderedPage, info: ServerRenderInfo, path: string): HTMLElement {
  document.head.innerHTML =
    page.styles +
    `<script id="${FIRST_VIEW_STATE_ID}" type="application/json">${JSON.stringify([page.queries])}</script>` +
    `<script id="${FIRST_VIEW_RENDER_ID}" type="application/json">${JSON.stringify(info)}</script>`;
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  window.history.replaceState(null, '', path);
  return document.getElementById('root')!;
}

/**
 * The shell's App hydrating `container` with `components` (each prepared), as the browser does;
 * what React reports meanwhile (a difference from the server's markup among it).
 */
async function hydrateWith(container: HTMLElement, components: LazyRemoteCache) {
  const reported: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => {
    reported.push(args);
  });
  const root = await act(async () =>
    hydrateRoot(
      container,
      <AppProviders>
        <RemoteComponentsProvider components={components}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </RemoteComponentsProvider>
      </AppProviders>,
      { onRecoverableError: (error) => reported.push(error) },
    ),
  );
  consoleError.mockRestore();
  return { root, reported };
}

describe("the shop page's server render", () => {
  it("is the shell's page for a guest, with the catalogue in its slot and the others waiting", async () => {
    const { html, styles, queries } = await serverPage();
    expect(html).toContain('data-testid="shop-name"');
    expect(html).toContain(shop.name);
    expect(html).toContain('data-testid="sign-in-link"');
    // Drawn with the flags every visitor gets.
    expect(html).toContain('data-testid="home-toggle"');
    expect(html).toMatch(/data-testid="catalogue-page" aria-labelledby="[^"]+"/);
    expect(html).toContain('data-remote-version="0.1.0-catalog"');
    expect(html).toContain('data-remote-build="catalog-build"');
    // The cart bar loads in the browser: its slot is there, empty.
    expect(html).toContain(
      'data-remote-module="mf_cart_checkout/CartBar" style="display:contents"></div>',
    );
    // The footer's support chat and tagline are static: an island that never comes alive.
    expect(html).toMatch(
      /<div data-island="static-footer-notes" data-hydration="never"[^>]*><a href="https:\/\/wa\.me\/[^"]+"[^>]*data-testid="support-link">/,
    );
    expect(styles).toMatch(/^<style data-styled="true"/);
    expect(queries.queries.map((query) => query.queryKey[1])).toEqual(
      expect.arrayContaining(['shop', 'flags-for-every-visitor']),
    );
  });

  it('is hydrated by the browser as it is: no difference reported, every element kept', async () => {
    const container = serveInDocument(
      await serverPage(),
      {
        shopSlug: 'demo-mx',
        countryId: 2,
        locale: 'es-MX',
        lowData: false,
        modules: ['mf_catalog/ShopPage'],
      },
      '/demo-mx',
    );
    // A returning customer: the server drew a guest's page, the browser knows better.
    customerStorage.set(maria);
    api = installFakeApi(demoRoutes({ 'GET /api/user': { body: maria } }));
    const serverHeader = container.querySelector('[data-testid="shell-header"]');
    const serverCatalogue = container.querySelector('[data-testid="catalogue-page"]');
    const serverButton = container.querySelector('[data-testid="catalogue-page"] button');

    // What mf-catalog's container records as it starts (its build-info runtime plugin).
    globalThis.__BARRIO_REMOTE_BUILDS__ = { mf_catalog: 'catalog-build' };
    const components = new LazyRemoteCache(loader, new Set(['mf_catalog/ShopPage']));
    await components.prepare('mf_catalog/ShopPage', 'es-MX');
    const { root, reported } = await hydrateWith(container, components);

    expect(reported).toEqual([]);
    expect(container.querySelector('[data-testid="shell-header"]')).toBe(serverHeader);
    expect(container.querySelector('[data-testid="catalogue-page"]')).toBe(serverCatalogue);
    expect(container.querySelector('[data-testid="catalogue-page"] button')).toBe(serverButton);
    // Hydrated, the page shows what only the browser knew: the customer is signed in.
    expect(await findIn(container, '[data-testid="account-link"]')).not.toBeNull();
    act(() => root.unmount());
  });
});

/** mf-cart-checkout's exposed checkout, as far as the shell can tell: its frame. */
function CheckoutFrame({ shopSlug }: { shopSlug: string }) {
  return (
    <section data-testid="checkout-page" aria-busy="true">
      <h1>Finalizar pedido en {shopSlug}</h1>
    </section>
  );
}

describe("the checkout's server render", () => {
  it("is the shell's page at the checkout, with its frame in the slot, and hydrated as it is", async () => {
    const page = await renderShopPage({
      shop: shop as never,
      locale: 'es-MX',
      lowData: false,
      flags: { home_toggle: true },
      subpage: 'checkout',
      modules: [
        {
          module: 'mf_cart_checkout/CheckoutPage',
          component: CheckoutFrame,
          version: '0.1.0-cart',
          build: 'cart-build',
        },
      ],
    });
    expect(page.html).toContain('data-testid="shell-header"');
    expect(page.html).toMatch(
      /data-remote-module="mf_cart_checkout\/CheckoutPage"[^>]*>.*<h1>Finalizar pedido en <!-- -->demo-mx<\/h1>/s,
    );
    expect(page.html).not.toContain('data-testid="catalogue-page"');

    const container = serveInDocument(
      page,
      {
        shopSlug: 'demo-mx',
        countryId: 2,
        locale: 'es-MX',
        lowData: false,
        modules: ['mf_cart_checkout/CheckoutPage'],
        subpage: 'checkout',
      },
      '/demo-mx/checkout',
    );
    api = installFakeApi(demoRoutes());
    const serverTitle = container.querySelector('h1');
    globalThis.__BARRIO_REMOTE_BUILDS__ = { mf_cart_checkout: 'cart-build' };
    const components = new LazyRemoteCache(
      { load: async () => ({ default: CheckoutFrame as never }), versionOf: () => '0.1.0-cart' },
      new Set(['mf_cart_checkout/CheckoutPage']),
    );
    await components.prepare('mf_cart_checkout/CheckoutPage', 'es-MX');
    const { root, reported } = await hydrateWith(container, components);

    expect(reported).toEqual([]);
    // The title the first paint showed is the one React adopted.
    expect(container.querySelector('h1')).toBe(serverTitle);
    act(() => root.unmount());
  });
});

async function findIn(container: HTMLElement, selector: string): Promise<Element | null> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = container.querySelector(selector);
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return null;
}
