import { act, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, hashKey, hydrate } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { BarrioThemeProvider } from '@barrio/shared/design-system';
import { AppIntlProvider, catalogueCache, loadSharedCatalogue } from '@barrio/shared/i18n';
import { testShop } from '@barrio/shared/testing';
import { resetCartRuntimeForTests } from '../cart-store/cart-runtime';
import { installFakeFetch } from '../testing/fake-fetch';
import { catalogueShows, makeProduct } from '../testing/products';
import { publishShellContext, shopContext } from '../testing/render-remote';
import { CheckoutPage, prepareCheckoutPage } from './first-view';

const shop = testShop({ slug: 'demo-mx', country_id: 2 });
const milk = makeProduct({ id: 1, name: 'Leche entera 1 l', price: 25, max_units_per_order: 5 });

/** The checkout under a host's providers, from `client`'s cache. */
function checkoutFrom(client: QueryClient) {
  return (
    <BarrioThemeProvider countryId={shop.country_id}>
      <AppIntlProvider locale="es-MX">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/${shop.slug}/checkout`]}>
            <CheckoutPage shopSlug={shop.slug} />
          </MemoryRouter>
        </QueryClientProvider>
      </AppIntlProvider>
    </BarrioThemeProvider>
  );
}

let fetchMock: ReturnType<typeof installFakeFetch>;

beforeEach(async () => {
  window.localStorage.clear();
  resetCartRuntimeForTests();
  fetchMock = installFakeFetch(() => ({ status: 404, body: { error: { code: 'not_found' } } }));
  // As the gateway and the shell do before rendering: the messages at hand.
  await catalogueCache.load(loadSharedCatalogue, 'es-MX');
});

afterEach(() => fetchMock.restore());

describe("the checkout's server bundle", () => {
  it('hands the checkout the shop under the key it reads it from', async () => {
    const state = await prepareCheckoutPage({ shop, locale: 'es-MX' });
    expect(state.queries.map((query) => query.queryHash)).toEqual([
      hashKey(['cart-checkout', 'shop', shop.slug]),
    ]);
    expect(state.queries[0]?.state.data).toEqual(shop);
  });

  it('draws the frame only: the title and the form’s outline, never a cart', async () => {
    // A cart in this browser's storage is nothing the server could know.
    publishShellContext(shopContext({ slug: shop.slug, country_id: shop.country_id }), null);
    const client = new QueryClient();
    hydrate(client, await prepareCheckoutPage({ shop, locale: 'es-MX' }));
    const html = renderToString(checkoutFrom(client));
    expect(html).toMatch(/<h1[^>]*>Finalizar pedido<\/h1>/);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('checkout-empty');
    expect(html).not.toContain('checkout-submit');
  });

  it('is hydrated without a mismatch, then shows the stored cart’s form, shop already at hand', async () => {
    const state = await prepareCheckoutPage({ shop, locale: 'es-MX' });
    const server = new QueryClient();
    hydrate(server, state);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(checkoutFrom(server));
    const serverTitle = container.querySelector('h1');

    // The shopper's cart, as the shop page left it.
    publishShellContext(shopContext({ slug: shop.slug, country_id: shop.country_id }), null);
    // The shell's client: what the server answered inline is fresh for a while.
    const client = createQueryClient();
    hydrate(client, state);
    catalogueShows(client, milk);
    bus.publish('cart:add-requested', { productId: milk.id, quantity: 2, shopSlug: shop.slug });
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, checkoutFrom(client), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(within(container).getByTestId('checkout-submit')).toBeVisible());
    expect(within(container).getByText('2 unidades · Leche entera 1 l')).toBeInTheDocument();
    // The title the first paint showed stays the same element above the form.
    expect(container.querySelector('h1')).toBe(serverTitle);
    expect(
      fetchMock.requests.filter((sent) => sent.url.pathname.startsWith('/api/shops/')),
    ).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
