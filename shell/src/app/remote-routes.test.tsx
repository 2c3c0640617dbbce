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
  type RemoteModuleId,
} from '../remotes';
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
    const component = id === 'mf_cart_checkout/CheckoutPage' ? FakeCheckoutPage : echo(id);
    return { default: component };
  };
  // The fakes take each module's props; the loader's generic signature cannot say so per id.
  return { loads, load: load as RemoteLoader['load'], versionOf: () => 'test' };
}

let api: FakeApi | null = null;

function renderCheckout(loader: RemoteLoader, children?: ReactNode) {
  api = installFakeApi(demoRoutes());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderProvider loader={loader}>
        <MemoryRouter initialEntries={['/demo-mx/checkout']}>
          <AppRoutes />
          {children}
        </MemoryRouter>
      </RemoteLoaderProvider>
    </AppProviders>,
  );
}

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
