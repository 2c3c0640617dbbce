import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { EXPOSED_MODULE_HYDRATION } from '@barrio/shared/contract';
import { FakeIntersectionObserver } from '@barrio/shared/testing';

import type { RemoteModuleId } from './exposed-modules';
import { RemoteLoaderProvider } from './remote-loader-context';
import { RemoteLoadError, type RemoteLoader } from './remote-loader';
import { RemoteSlot } from './remote-slot';
import { setRemoteFailureReporter, type RemoteFailureReport } from './report-remote-failure';

function ShopPage({ shopSlug }: { shopSlug: string }) {
  return <h1>Tienda {shopSlug}</h1>;
}

function CartBar({ shopSlug }: { shopSlug: string }) {
  return <aside>Carrito de {shopSlug}</aside>;
}

function BrokenPage(): ReactNode {
  throw new Error('remote bug');
}

type Loaded = { default: (props: never) => ReactNode };

function fakeLoader(load: (id: RemoteModuleId) => Promise<Loaded>): RemoteLoader {
  return {
    load: ((id: RemoteModuleId) => load(id)) as RemoteLoader['load'],
    versionOf: (name) => (name === 'mf_catalog' ? '0.1.0-aaaa1111' : undefined),
  };
}

function renderSlots(loader: RemoteLoader, children: ReactNode) {
  return render(
    <IntlProvider locale="es-MX" messages={{}} onError={() => undefined}>
      <RemoteLoaderProvider loader={loader}>{children}</RemoteLoaderProvider>
    </IntlProvider>,
  );
}

let reports: RemoteFailureReport[];
beforeEach(() => {
  reports = [];
  setRemoteFailureReporter((report) => reports.push(report));
});

describe('RemoteSlot', () => {
  it('shows nothing while loading when the placeholder is null, then the remote', async () => {
    let resolve: (value: Loaded) => void = () => undefined;
    const loader = fakeLoader(() => new Promise<Loaded>((r) => (resolve = r)));
    const { container } = renderSlots(
      loader,
      <RemoteSlot
        module="mf_cart_checkout/CartBar"
        props={{ shopSlug: 'demo-mx' }}
        loading={null}
      />,
    );

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
    resolve({ default: CartBar });
    expect(await screen.findByText('Carrito de demo-mx')).toBeInTheDocument();
  });

  it('renders the exposed component with its props once loaded, marked with its version', async () => {
    const loader = fakeLoader(async () => ({ default: ShopPage }));
    renderSlots(
      loader,
      <RemoteSlot module="mf_catalog/ShopPage" props={{ shopSlug: 'demo-mx' }} />,
    );

    expect(screen.getByRole('status')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { name: 'Tienda demo-mx' });
    expect(heading.closest('[data-remote-version]')).toHaveAttribute(
      'data-remote-version',
      '0.1.0-aaaa1111',
    );
    expect(reports).toEqual([]);
  });

  it('shows the localized fallback after a failed load, reports it once, and retries on demand', async () => {
    let fail = true;
    const loader = fakeLoader(async (id) => {
      if (fail) throw new RemoteLoadError(id, 'load', 3);
      return { default: ShopPage };
    });
    // React reports every error an error boundary catches; these failures are the point.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSlots(
      loader,
      <>
        <RemoteSlot module="mf_catalog/ShopPage" props={{ shopSlug: 'demo-mx' }} />
        <RemoteSlot module="mf_cart_checkout/CartBar" props={{ shopSlug: 'demo-mx' }} />
      </>,
    );

    expect(await screen.findAllByText('Esta sección no está disponible')).toHaveLength(2);
    expect(reports).toHaveLength(2);
    expect(reports.map((r) => [r.moduleId, r.kind, r.reason])).toEqual([
      ['mf_catalog/ShopPage', 'load', 'load'],
      ['mf_cart_checkout/CartBar', 'load', 'load'],
    ]);

    fail = false;
    const [firstRetry] = screen.getAllByRole('button', { name: 'Reintentar' });
    await userEvent.click(firstRetry!);
    expect(await screen.findByRole('heading', { name: 'Tienda demo-mx' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reports).toHaveLength(2);
    consoleError.mockRestore();
  });

  it('contains a remote that throws while rendering: one silent retry, then the fallback', async () => {
    const loader = fakeLoader(async (id) => ({
      default: id === 'mf_catalog/ShopPage' ? BrokenPage : CartBar,
    }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderSlots(
        loader,
        <>
          <RemoteSlot module="mf_catalog/ShopPage" props={{ shopSlug: 'demo-mx' }} />
          <RemoteSlot module="mf_cart_checkout/CartBar" props={{ shopSlug: 'demo-mx' }} />
        </>,
      );
      expect(await screen.findByRole('alert')).toHaveAttribute(
        'data-remote-failed',
        'mf_catalog/ShopPage',
      );
      expect(await screen.findByText('Carrito de demo-mx')).toBeInTheDocument();
      await waitFor(() => expect(reports).toHaveLength(1));
      expect(reports[0]).toMatchObject({
        moduleId: 'mf_catalog/ShopPage',
        kind: 'render',
        reason: 'remote bug',
        attempts: 2,
      });
    } finally {
      consoleError.mockRestore();
    }
  });

  describe('comes alive by its module policy in the contract', () => {
    function PickupPointPicker() {
      return <p>Puntos de retiro</p>;
    }

    /** mf-geo-pickup's picker, `visible` in the contract, in its slot. */
    function renderPickupSlot(load: () => Promise<Loaded>) {
      renderSlots(
        fakeLoader(load),
        <RemoteSlot
          module="mf_geo_pickup/PickupPointPicker"
          props={{ shopSlug: 'demo-mx', countryId: 1 }}
        />,
      );
    }

    beforeEach(() => {
      FakeIntersectionObserver.install();
    });

    it('loads a `visible` module only when its slot comes near the viewport', async () => {
      expect(EXPOSED_MODULE_HYDRATION['mf_geo_pickup/PickupPointPicker']).toBe('visible');
      const load = jest.fn(async () => ({ default: PickupPointPicker }));
      renderPickupSlot(load);

      // The placeholder is what the slot watches; nothing of the remote is fetched yet.
      expect(screen.getByRole('status')).toBeInTheDocument();
      await waitFor(() => expect(FakeIntersectionObserver.observers).toHaveLength(1));
      expect(load).not.toHaveBeenCalled();

      act(() => FakeIntersectionObserver.comeNear());
      expect(await screen.findByText('Puntos de retiro')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads a `visible` module at once when a finger lands on its placeholder', async () => {
      const load = jest.fn(async () => ({ default: PickupPointPicker }));
      renderPickupSlot(load);
      await waitFor(() => expect(FakeIntersectionObserver.observers).toHaveLength(1));

      fireEvent.pointerDown(screen.getByRole('status'));
      expect(await screen.findByText('Puntos de retiro')).toBeInTheDocument();
    });

    it('loads an `eager` module as soon as the page is alive, with no observer', async () => {
      expect(EXPOSED_MODULE_HYDRATION['mf_cart_checkout/CartBar']).toBe('eager');
      const load = jest.fn(async () => ({ default: CartBar }));
      renderSlots(
        fakeLoader(load),
        <RemoteSlot module="mf_cart_checkout/CartBar" props={{ shopSlug: 'demo-mx' }} />,
      );
      expect(await screen.findByText('Carrito de demo-mx')).toBeInTheDocument();
      expect(FakeIntersectionObserver.observers).toHaveLength(0);
    });
  });
});
