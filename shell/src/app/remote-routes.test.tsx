import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  RemoteLoadError,
  RemoteLoaderProvider,
  setRemoteFailureReporter,
  type CheckoutPageProps,
  type RemoteLoader,
  type ShopPageProps,
  type RemoteModuleId,
} from '../remotes';
import { testProduct } from '@barrio/shared/testing';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { demoRoutes, installFakeApi, type FakeApi } from './testing/fake-api';

/**
 * Stands in for mf-cart-checkout's CheckoutPage: fills its regions the way the real one does,
 * calling each slot with what only the checkout knows.
 */
function FakeCheckoutPage({ shopSlug, slots = {} }: CheckoutPageProps) {
  return (
    <section data-testid="remote:mf_cart_checkout/CheckoutPage" data-shop-slug={shopSlug}>
      <div data-slot="pickup-point-picker">{slots.pickupPointPicker?.({ countryId: 2 })}</div>
      <div data-slot="delivery-address-picker">{slots.addressPicker?.()}</div>
      <div data-slot="wallet-switch">{slots.walletSwitch?.({ amountDue: 75 })}</div>
      <button type="submit">Enviar pedido</button>
    </section>
  );
}

const shownProducts = [testProduct({ id: 7, name: 'Aceite' }), testProduct({ id: 8, name: 'Sal' })];

/** Stands in for mf-catalog's ShopPage: places the cart's control on two cards and a detail. */
function FakeShopPage({ shopSlug, slots = {} }: ShopPageProps) {
  return (
    <section data-testid="remote:mf_catalog/ShopPage" data-shop-slug={shopSlug}>
      {shownProducts.map((product) => (
        <article key={product.id} data-testid={`card-${product.id}`}>
          {product.name}
          {slots.cartControl?.({ catalogId: 1, product, layout: 'card' })}
        </article>
      ))}
      <div data-testid="detail">
        {slots.cartControl?.({ catalogId: 1, product: shownProducts[0]!, layout: 'detail' })}
      </div>
    </section>
  );
}

function echo(id: RemoteModuleId): ComponentType<object> {
  return (props) => <div data-testid={`remote:${id}`} data-props={JSON.stringify(props)} />;
}

interface RecordingLoader extends RemoteLoader {
  loads: RemoteModuleId[];
}

function loaderWith(down: readonly RemoteModuleId[] = []): RecordingLoader {
  const loads: RemoteModuleId[] = [];
  const load = async (id: RemoteModuleId) => {
    loads.push(id);
    if (down.includes(id)) throw new RemoteLoadError(id, 'load', 3);
    const component =
      id === 'mf_cart_checkout/CheckoutPage'
        ? FakeCheckoutPage
        : id === 'mf_catalog/ShopPage'
          ? FakeShopPage
          : echo(id);
    return { default: component };
  };
  // The fakes take each module's props; the loader's generic signature cannot say so per id.
  return { loads, load: load as RemoteLoader['load'], versionOf: () => 'test' };
}

let api: FakeApi | null = null;

function renderAt(path: string, loader: RemoteLoader, children?: ReactNode) {
  api = installFakeApi(demoRoutes());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderProvider loader={loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          {children}
        </MemoryRouter>
      </RemoteLoaderProvider>
    </AppProviders>,
  );
}

const renderCheckout = (loader: RemoteLoader, children?: ReactNode) =>
  renderAt('/demo-mx/checkout', loader, children);

const region = (name: string) =>
  screen
    .getByTestId('remote:mf_cart_checkout/CheckoutPage')
    .querySelector(`[data-slot="${name}"]`) as HTMLElement;

const propsOf = (element: HTMLElement): unknown => JSON.parse(element.dataset.props ?? 'null');

beforeEach(() => {
  localStorage.clear();
  setRemoteFailureReporter(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  api?.restore();
  api = null;
  jest.restoreAllMocks();
});

describe('ShopHomeRoute', () => {
  it("places the cart's control in the catalogue's cards and detail, with no frame of its own", async () => {
    const loader = loaderWith();
    renderAt('/demo-mx', loader);
    const card = await screen.findByTestId('card-8');
    const control = await within(card).findByTestId('remote:mf_cart_checkout/ProductCartControl');
    expect(propsOf(control)).toEqual({
      shopSlug: 'demo-mx',
      catalogId: 1,
      product: shownProducts[1],
      layout: 'card',
    });
    // Inside the card itself: a grid of cards carries no slot element per control.
    expect(control.parentElement).toBe(card);
    const detail = await within(screen.getByTestId('detail')).findByTestId(
      'remote:mf_cart_checkout/ProductCartControl',
    );
    expect(propsOf(detail)).toMatchObject({ layout: 'detail', product: { id: 7 } });
    // One module, loaded once for every card.
    expect(loader.loads.filter((id) => id === 'mf_cart_checkout/ProductCartControl')).toHaveLength(
      1,
    );
  });

  it('keeps the products on screen, without the control, when the cart remote is down', async () => {
    const reports: string[] = [];
    setRemoteFailureReporter((report) => reports.push(report.moduleId));
    renderAt('/demo-mx', loaderWith(['mf_cart_checkout/ProductCartControl']));
    const card = await screen.findByTestId('card-7');
    // Three places fail with it: reported once, as one failure of the page.
    await waitFor(() => expect(reports).toEqual(['mf_cart_checkout/ProductCartControl']));
    expect(card).toHaveTextContent('Aceite');
    expect(screen.queryByTestId('remote:mf_cart_checkout/ProductCartControl')).toBeNull();
    // The page's frame shows no failure notice per card.
    expect(
      within(screen.getByTestId('remote:mf_catalog/ShopPage')).queryByTestId('remote-fallback'),
    ).toBeNull();
  });
});

describe('CheckoutRoute', () => {
  it("passes the checkout its three slots, each another remote's module in its own RemoteSlot", async () => {
    const loader = loaderWith();
    renderCheckout(loader);
    const checkout = await screen.findByTestId('remote:mf_cart_checkout/CheckoutPage');
    expect(checkout).toHaveAttribute('data-shop-slug', 'demo-mx');

    const picker = await within(region('pickup-point-picker')).findByTestId(
      'remote:mf_geo_pickup/PickupPointPicker',
    );
    expect(propsOf(picker)).toEqual({ shopSlug: 'demo-mx', countryId: 2 });
    const addresses = await within(region('delivery-address-picker')).findByTestId(
      'remote:mf_geo_pickup/AddressPicker',
    );
    expect(propsOf(addresses)).toEqual({ shopSlug: 'demo-mx' });
    const wallet = await within(region('wallet-switch')).findByTestId(
      'remote:mf_wallet/WalletSwitch',
    );
    expect(propsOf(wallet)).toEqual({ amountDue: 75 });

    // Each slot is its own federated module, fetched only when the checkout renders it.
    expect(picker.closest('[data-remote-module]')).toHaveAttribute(
      'data-remote-module',
      'mf_geo_pickup/PickupPointPicker',
    );
    expect(new Set(loader.loads)).toEqual(
      new Set([
        'mf_cart_checkout/CheckoutPage',
        'mf_geo_pickup/PickupPointPicker',
        'mf_geo_pickup/AddressPicker',
        'mf_wallet/WalletSwitch',
      ]),
    );
  });

  it('keeps the checkout and the other slots working when one slot’s remote is down', async () => {
    const user = userEvent.setup();
    const loader = loaderWith(['mf_geo_pickup/PickupPointPicker']);
    renderCheckout(loader);
    await screen.findByTestId('remote:mf_cart_checkout/CheckoutPage');

    const fallback = await within(region('pickup-point-picker')).findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('data-remote-failed', 'mf_geo_pickup/PickupPointPicker');
    expect(
      await within(region('delivery-address-picker')).findByTestId(
        'remote:mf_geo_pickup/AddressPicker',
      ),
    ).toBeInTheDocument();
    expect(
      await within(region('wallet-switch')).findByTestId('remote:mf_wallet/WalletSwitch'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar pedido' })).toBeInTheDocument();
    expect(screen.getAllByTestId('remote-fallback')).toHaveLength(1);

    // The slot's retry asks for that module again, and only that one.
    const before = loader.loads.filter((id) => id === 'mf_geo_pickup/PickupPointPicker').length;
    await user.click(within(fallback).getByRole('button'));
    await waitFor(() =>
      expect(loader.loads.filter((id) => id === 'mf_geo_pickup/PickupPointPicker').length).toBe(
        before + 1,
      ),
    );
    expect(loader.loads.filter((id) => id === 'mf_cart_checkout/CheckoutPage')).toHaveLength(1);
  });
});
