import { screen, waitFor } from '@testing-library/react';
import { bus } from '@barrio/shared/bus';
import { demoRoutes, fakeCountry } from './testing/fake-api';
import { renderApp } from './testing/render-app';

function location() {
  return screen.getByTestId('location').textContent;
}

beforeEach(() => {
  // Each case is a new visit: a locale chosen by an earlier case must not carry over.
  sessionStorage.clear();
  localStorage.clear();
  document.title = '';
  // Expected logs (no support chat in Colombia, the 404 lookups) would bury real failures.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('shop routes', () => {
  it("renders a shop slug with the catalogue's ShopPage and the cart bar", async () => {
    renderApp('/demo-mx', demoRoutes());
    expect(await screen.findByTestId('shop-name')).toHaveTextContent('Tienda demo-mx');
    const page = await screen.findByTestId('remote:mf_catalog/ShopPage');
    expect(JSON.parse(page.dataset.props ?? '{}')).toMatchObject({ shopSlug: 'demo-mx' });
    expect(await screen.findByTestId('remote:mf_cart_checkout/CartBar')).toBeInTheDocument();
  });

  it("renders a country slug as that country's default shop, without changing the URL", async () => {
    const { api } = renderApp('/ar', demoRoutes());
    expect(await screen.findByTestId('shop-name')).toHaveTextContent('Tienda demo-ar');
    const page = await screen.findByTestId('remote:mf_catalog/ShopPage');
    expect(JSON.parse(page.dataset.props ?? '{}')).toMatchObject({ shopSlug: 'demo-ar' });
    expect(location()).toBe('/ar');
    expect(api.requests.some((r) => r.path === '/api/country/1')).toBe(true);
  });

  it('sends a country without a default shop to /404', async () => {
    renderApp('/ar', demoRoutes({ 'GET /api/country/1': { body: fakeCountry(1, null) } }));
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });

  it('sends an unknown shop to /404', async () => {
    renderApp('/no-existe', demoRoutes());
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
    expect(location()).toBe('/404');
    expect(screen.getByRole('heading', { name: 'No encontramos esta tienda' })).toBeInTheDocument();
  });

  it('sends a shop lookup failure to /404 too', async () => {
    renderApp(
      '/demo-mx',
      demoRoutes({ 'GET /api/shops/demo-mx': { status: 500, body: { error: { code: 'x' } } } }),
    );
    // A server error is retried once (about a second) before giving up.
    expect(
      await screen.findByTestId('not-found-page', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("redirects a delivery-point shop to its country's root", async () => {
    renderApp('/punto-mx', demoRoutes());
    await waitFor(() => expect(location()).toBe('/mx'));
    expect(await screen.findByTestId('shop-name')).toHaveTextContent('Tienda demo-mx');
  });

  it('adds the en-US demo locale to the innovation route and speaks English', async () => {
    renderApp('/innovacion', demoRoutes());
    await waitFor(() => expect(location()).toBe('/innovacion?locale=en-US'));
    expect(await screen.findByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it.each([
    ['/marketplace', 'Marketplace Barrio | Las tiendas de tu barrio en línea', 'Tienda demo-mx'],
    ['/vende-ar', 'Vendé con Barrio | Llevá tu negocio a internet', 'Tienda demo-ar'],
  ])('gives %s its page title and description', async (path, title, shopName) => {
    renderApp(path, demoRoutes());
    expect(await screen.findByTestId('shop-name')).toHaveTextContent(shopName);
    await waitFor(() => expect(document.title).toBe(title));
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toBeTruthy();
  });

  it.each([
    ['/demo-mx/mi-carrito', 'mf_cart_checkout/CartPage'],
    ['/demo-mx/checkout', 'mf_cart_checkout/CheckoutPage'],
    ['/demo-mx/checkout/confirmacion', 'mf_cart_checkout/ConfirmationPage'],
    ['/demo-mx/mis-pedidos', 'mf_orders/MyOrdersPage'],
    ['/demo-mx/direcciones', 'mf_geo_pickup/AddressBookPage'],
    ['/demo-mx/addresses', 'mf_geo_pickup/AddressBookPage'],
    ['/demo-mx/billetera', 'mf_wallet/WalletPage'],
    ['/demo-mx/tienda/pedidos', 'mf_orders/ManagerOrdersPage'],
  ])('renders %s with %s and no cart bar', async (path, module) => {
    renderApp(path, demoRoutes());
    expect(await screen.findByTestId(`remote:${module}`)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-bar-slot')).not.toBeInTheDocument();
  });

  it('renders the manager page for an order UUID and /404 for anything else', async () => {
    const id = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
    renderApp(`/demo-mx/${id}`, demoRoutes());
    const page = await screen.findByTestId('remote:mf_orders/ManagerOrderPage');
    expect(JSON.parse(page.dataset.props ?? '{}')).toEqual({ shopSlug: 'demo-mx', orderId: id });
  });

  it('sends a non-UUID sub-path to /404', async () => {
    renderApp('/demo-mx/12345', demoRoutes());
    expect(await screen.findByTestId('not-found-page')).toBeInTheDocument();
  });
});

describe('look and context', () => {
  it('uses the blue theme and es-CO in Colombia, orange es-MX in Mexico', async () => {
    const first = renderApp('/demo-co', demoRoutes());
    await screen.findByTestId('shop-name');
    expect(document.documentElement.dataset.theme).toBe('blue');
    expect(document.documentElement.lang).toBe('es-CO');
    first.unmount();

    renderApp('/demo-mx', demoRoutes());
    await screen.findByTestId('shop-name');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('default'));
    expect(document.documentElement.lang).toBe('es-MX');
  });

  it('lets ?locale= override the country locale', async () => {
    renderApp('/demo-ar?locale=en-US', demoRoutes());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the chosen locale for the rest of the visit, on pages without ?locale=', async () => {
    const first = renderApp('/innovacion', demoRoutes());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    first.unmount();
    renderApp('/demo-mx/mi-carrito', demoRoutes());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('points the manifest link at the country', async () => {
    renderApp('/demo-co', demoRoutes());
    await screen.findByTestId('shop-name');
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/api/manifest?country_id=46',
    );
  });

  it('publishes the context on the bus', async () => {
    renderApp('/demo-ar', demoRoutes());
    await screen.findByTestId('shop-name');
    await waitFor(() => expect(bus.latest('shell:context-changed')?.shop?.slug).toBe('demo-ar'));
    const context = bus.latest('shell:context-changed');
    expect(context).toMatchObject({ countryId: 1, locale: 'es-AR', customer: null });
  });

  it('opens the sign-in screen when a remote asks for it', async () => {
    renderApp('/demo-mx/mis-pedidos', demoRoutes());
    await screen.findByTestId('remote:mf_orders/MyOrdersPage');
    bus.publish('shell:sign-in-requested', { reason: 'orders' });
    await waitFor(() => expect(location()).toBe('/demo-mx/user'));
    expect(
      await screen.findByRole('heading', { name: 'Ingresa con tu celular' }),
    ).toBeInTheDocument();
  });
});
