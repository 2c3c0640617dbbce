import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { bus } from '@barrio/shared/bus';
import { distanceTypeStorage } from '@barrio/shared/storage';
import type { PickupMapProps } from '../features/pickup-points/map/pickup-map';
import { installFetch, type FakeReply, type RecordedRequest } from '../testing/fake-fetch';
import { installGeolocation, removeGeolocation } from '../testing/fake-geolocation';
import { renderRemote } from '../testing/render-remote';
import PickupPointPicker from './pickup-point-picker';

// The map is its own lazy chunk; here it is replaced so that each test decides how it behaves.
const mockMap: { mode: 'ok' | 'tiles-fail' | 'throw'; lastProps: PickupMapProps | null } = {
  mode: 'ok',
  lastProps: null,
};
jest.mock('../features/pickup-points/map/pickup-map', () => ({
  __esModule: true,
  default: function FakePickupMap(props: PickupMapProps) {
    mockMap.lastProps = props;
    if (mockMap.mode === 'throw') throw new Error('the map library failed');
    const { onUnavailable } = props;
    useEffect(() => {
      if (mockMap.mode === 'tiles-fail') onUnavailable('tiles');
    }, [onUnavailable]);
    return <div data-testid="pickup-map" data-center={`${props.center.lat},${props.center.lng}`} />;
  },
}));

// Away from Mexico City's map centre (19.4326, -99.1332), so a fallback is told apart.
const SHOPPER = { lat: 19.41, lng: -99.17 };

const point = (overrides: Record<string, unknown>) => ({
  slug: `punto-${String(overrides.id)}`,
  name: `Punto ${String(overrides.id)}`,
  address: 'Av. Reforma 100',
  has_delivery: false,
  max_delivery_distance_meters: 2000,
  act_as_delivery_point: false,
  community_leader_id: null,
  location: { lat: 19.44, lng: -99.14 },
  ...overrides,
});

const NEARBY = [
  point({ id: 1, distance_to_user: 2500, has_delivery: true }),
  point({ id: 2, distance_to_user: 300, has_delivery: true, max_delivery_distance_meters: 1000 }),
  point({ id: 3, distance_to_user: 1200, has_delivery: false }),
  point({ id: 4, distance_to_user: 1800, has_delivery: true, max_delivery_distance_meters: 1500 }),
];

let fetchMock: ReturnType<typeof installFetch>;

function serve(
  reply: (request: RecordedRequest) => FakeReply = () => ({ status: 200, body: NEARBY }),
) {
  fetchMock = installFetch(reply);
}

const pointIds = () =>
  screen.getAllByTestId('pickup-point').map((item) => item.getAttribute('data-point-id'));

async function renderPicker() {
  const view = renderRemote(<PickupPointPicker shopSlug="demo-mx" countryId={2} />);
  await screen.findAllByTestId('pickup-point');
  return view;
}

beforeEach(() => {
  localStorage.clear();
  mockMap.mode = 'ok';
  mockMap.lastProps = null;
  bus.publish('geo:pickup-point-selected', { point: null });
  distanceTypeStorage.set('metric');
  installGeolocation({ position: SHOPPER });
});

afterEach(() => {
  fetchMock.restore();
  removeGeolocation();
  jest.restoreAllMocks();
});

describe('PickupPointPicker', () => {
  it('asks for the points within 10 km of the shopper and lists them nearest first', async () => {
    serve();
    await renderPicker();

    expect(pointIds()).toEqual(['2', '3', '4', '1']);
    const request = fetchMock.requests[0];
    expect(request?.url.pathname).toBe('/api/shops/closets');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      countryId: '2',
      lat: '19.41',
      lng: '-99.17',
      distance: '10000',
      prioritizeShopsWithDelivery: 'true',
      // Points are named in the visit's locale where they have a translated name.
      locale: 'es-MX',
    });
    expect(screen.getAllByTestId('pickup-point-distance').map((d) => d.textContent)).toEqual([
      '300 m',
      '1.2 km',
      '1.8 km',
      '2.5 km',
    ]);
  });

  it('puts the selected point first, then the rest by distance', async () => {
    serve();
    bus.publish('geo:pickup-point-selected', {
      point: {
        id: 1,
        slug: 'punto-1',
        name: 'Punto 1',
        address: null,
        location: { lat: 19.44, lng: -99.14 },
        distance_to_user: 2500,
        has_delivery: true,
        max_delivery_distance_meters: 2000,
        community_leader_id: null,
      },
    });
    await renderPicker();

    expect(pointIds()).toEqual(['1', '2', '3', '4']);
    expect(screen.getAllByTestId('pickup-point')[0]).toHaveAttribute('data-selected', 'true');
  });

  it('marks a point pickup-only when it has no delivery or its radius (2000 m by default) misses the shopper', async () => {
    serve();
    await renderPicker();

    const delivery = (id: string) =>
      screen
        .getAllByTestId('pickup-point')
        .find((item) => item.getAttribute('data-point-id') === id);
    // 300 m inside its own 1000 m radius.
    expect(delivery('2')).toHaveAttribute('data-delivery', 'delivers');
    expect(within(delivery('2')!).getByTestId('pickup-point-delivery')).toHaveTextContent(
      'Entrega a domicilio',
    );
    // No delivery at all.
    expect(delivery('3')).toHaveAttribute('data-delivery', 'pickup-only');
    // 1800 m beyond its 1500 m radius.
    expect(delivery('4')).toHaveAttribute('data-delivery', 'pickup-only');
    // 2500 m beyond the default 2000 m radius.
    expect(delivery('1')).toHaveAttribute('data-delivery', 'pickup-only');
    expect(within(delivery('1')!).getByTestId('pickup-point-delivery')).toHaveTextContent(
      'Solo retiro en el punto',
    );
  });

  it('draws the distance style once, stores it as distance_type and keeps it on later visits', async () => {
    serve();
    distanceTypeStorage.remove();
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.5); // the middle style: blocks
    const first = await renderPicker();

    expect(localStorage.getItem('distance_type')).toBe('blocks');
    expect(screen.getByTestId('pickup-point-picker')).toHaveAttribute(
      'data-distance-type',
      'blocks',
    );
    expect(screen.getAllByTestId('pickup-point-distance')[0]).toHaveTextContent('3 cuadras');
    first.unmount();

    random.mockReturnValue(0.99); // would be walking if drawn again
    await renderPicker();
    expect(localStorage.getItem('distance_type')).toBe('blocks');
    expect(screen.getAllByTestId('pickup-point-distance')[0]).toHaveTextContent('3 cuadras');
  });

  it('shows walking minutes when that is the stored style', async () => {
    serve();
    distanceTypeStorage.set('walking');
    await renderPicker();
    // 300 m at 5 km/h is between 3 and 4 minutes.
    expect(screen.getAllByTestId('pickup-point-distance')[0]).toHaveTextContent(
      '4 minutos caminando',
    );
  });

  it('publishes the chosen point on the bus and moves it to the top', async () => {
    serve();
    const published = jest.fn();
    const unsubscribe = bus.subscribe('geo:pickup-point-selected', published);
    await renderPicker();
    published.mockClear();

    const farthest = screen.getAllByTestId('pickup-point')[3]!;
    await userEvent.click(within(farthest).getByTestId('pickup-point-select'));

    expect(published).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledWith({
      point: {
        id: 1,
        slug: 'punto-1',
        name: 'Punto 1',
        address: 'Av. Reforma 100',
        location: { lat: 19.44, lng: -99.14 },
        distance_to_user: 2500,
        has_delivery: true,
        max_delivery_distance_meters: 2000,
        community_leader_id: null,
      },
    });
    expect(pointIds()).toEqual(['1', '2', '3', '4']);
    expect(
      within(screen.getAllByTestId('pickup-point')[0]!).getByTestId('pickup-point-select'),
    ).toHaveAttribute('aria-pressed', 'true');
    unsubscribe();
  });

  it("falls back to the country's map centre with a notice when the browser refuses the position", async () => {
    serve();
    installGeolocation({ errorCode: 1 });
    await renderPicker();

    expect(screen.getByTestId('position-fallback-notice')).toHaveAttribute('data-reason', 'denied');
    expect(screen.getByTestId('position-fallback-notice')).toHaveTextContent('México');
    const query = fetchMock.requests[0]?.url.searchParams;
    expect(query?.get('lat')).toBe('19.4326');
    expect(query?.get('lng')).toBe('-99.1332');
  });

  it('loads the map beside the list, centred on the shopper', async () => {
    serve();
    await renderPicker();
    expect(await screen.findByTestId('pickup-map')).toHaveAttribute('data-center', '19.41,-99.17');
    expect(mockMap.lastProps?.points.map((p) => p.id)).toEqual([2, 3, 4, 1]);
    expect(screen.queryByTestId('pickup-map-unavailable')).not.toBeInTheDocument();
  });

  describe('before the map is on screen', () => {
    let observers: { callback: IntersectionObserverCallback; margin?: string }[];

    beforeEach(() => {
      observers = [];
      class FakeIntersectionObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      }
      Object.defineProperty(globalThis, 'IntersectionObserver', {
        configurable: true,
        value: FakeIntersectionObserver,
      });
    });

    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    const observerWith = (margin: string | undefined) => {
      const found = observers.find((observer) => observer.margin === margin);
      if (!found) throw new Error(`no observer with margin ${margin}`);
      return found;
    };
    const report = (margin: string | undefined, isIntersecting: boolean) =>
      act(() =>
        observerWith(margin).callback(
          [{ isIntersecting } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );

    it('shows its place and loads it once it comes on screen', async () => {
      serve();
      await renderPicker();
      // Read as a status with its label (axe: a label on an element without a role is not).
      expect(screen.getByRole('status', { name: 'Cargando el mapa…' })).toHaveAttribute(
        'data-testid',
        'pickup-map-loading',
      );
      expect(screen.queryByTestId('pickup-map')).not.toBeInTheDocument();
      report(undefined, false);
      expect(screen.queryByTestId('pickup-map')).not.toBeInTheDocument();
      report(undefined, true);
      expect(await screen.findByTestId('pickup-map')).toHaveAttribute(
        'data-center',
        '19.41,-99.17',
      );
    });

    it('loads it on a scroll once it is only just below the screen', async () => {
      serve();
      await renderPicker();
      report('200px 0px', true);
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(await screen.findByTestId('pickup-map')).toHaveAttribute(
        'data-center',
        '19.41,-99.17',
      );
    });
  });

  it('keeps the list and explains when the map tiles cannot load', async () => {
    serve();
    mockMap.mode = 'tiles-fail';
    await renderPicker();

    expect(await screen.findByTestId('pickup-map-unavailable')).toHaveAttribute(
      'data-failure',
      'tiles',
    );
    expect(screen.queryByTestId('pickup-map')).not.toBeInTheDocument();
    expect(pointIds()).toEqual(['2', '3', '4', '1']);
  });

  it('keeps the list when the map library itself fails', async () => {
    serve();
    mockMap.mode = 'throw';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderPicker();

    expect(await screen.findByTestId('pickup-map-unavailable')).toHaveAttribute(
      'data-failure',
      'library',
    );
    expect(pointIds()).toEqual(['2', '3', '4', '1']);
  });

  it('offers a retry when the points cannot be loaded', async () => {
    let failing = true;
    serve(() =>
      failing
        ? { status: 503, body: { error: { code: 'unavailable', message: 'down' } } }
        : { status: 200, body: NEARBY },
    );
    renderRemote(<PickupPointPicker shopSlug="demo-mx" countryId={2} />);

    const error = await screen.findByTestId('pickup-points-error');
    failing = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(pointIds()).toEqual(['2', '3', '4', '1']));
  });

  it('says so when no point is within the radius', async () => {
    serve(() => ({ status: 200, body: [] }));
    renderRemote(<PickupPointPicker shopSlug="demo-mx" countryId={2} />);
    expect(await screen.findByTestId('pickup-points-empty')).toHaveTextContent('10 km');
  });

  it('reads the points in English for an en-US shopper', async () => {
    serve();
    renderRemote(<PickupPointPicker shopSlug="demo-mx" countryId={2} />, { locale: 'en-US' });
    await screen.findAllByTestId('pickup-point');
    expect(screen.getByRole('heading', { name: 'Nearby pickup points' })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
