import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { BarrioThemeProvider } from '@barrio/shared/design-system';
import type { PickupPoint } from '../pickup-point';
import PickupMap from './pickup-map';

// Leaflet needs a real layout engine; its React bindings are replaced by plain elements that
// hand back the props this component gives them.
const mockLeaflet: { tileEvents: Record<string, () => void>; setView: jest.Mock } = {
  tileEvents: {},
  setView: jest.fn(),
};
jest.mock('react-leaflet', () => ({
  __esModule: true,
  MapContainer: ({
    children,
    center,
    zoom,
  }: {
    children: ReactNode;
    center: [number, number];
    zoom: number;
  }) => (
    <div data-testid="leaflet-map" data-center={center.join(',')} data-zoom={zoom}>
      {children}
    </div>
  ),
  TileLayer: ({
    url,
    eventHandlers,
  }: {
    url: string;
    eventHandlers: Record<string, () => void>;
  }) => {
    mockLeaflet.tileEvents = eventHandlers;
    return <div data-testid="tile-layer" data-url={url} />;
  },
  CircleMarker: ({
    children,
    eventHandlers,
  }: {
    children: ReactNode;
    eventHandlers?: { click?: () => void };
  }) => (
    <button type="button" data-testid="map-marker" onClick={() => eventHandlers?.click?.()}>
      {children}
    </button>
  ),
  Tooltip: ({ children }: { children: ReactNode }) => <span>{children}</span>,
  useMap: () => ({ setView: mockLeaflet.setView, getZoom: () => 15 }),
}));

const POINT: PickupPoint = {
  id: 9,
  slug: 'punto-mx',
  name: 'Abarrotes Lupita',
  address: null,
  location: { lat: 19.42, lng: -99.15 },
  distance_to_user: 400,
  has_delivery: true,
  max_delivery_distance_meters: 2000,
  community_leader_id: null,
  act_as_delivery_point: true,
  deliversToShopper: true,
};

function renderMap(overrides: Partial<Parameters<typeof PickupMap>[0]> = {}) {
  const props = {
    center: { lat: 19.4326, lng: -99.1332 },
    shopper: null,
    points: [POINT],
    selectedId: null,
    tiles: { url: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: 'test' },
    onSelect: jest.fn(),
    onUnavailable: jest.fn(),
    ...overrides,
  };
  render(
    <IntlProvider locale="es-MX" defaultLocale="es-MX" onError={() => undefined}>
      <BarrioThemeProvider countryId={2}>
        <PickupMap {...props} />
      </BarrioThemeProvider>
    </IntlProvider>,
  );
  return props;
}

beforeEach(() => {
  mockLeaflet.tileEvents = {};
});

describe('PickupMap', () => {
  it('shows the configured tiles at zoom 15 around the centre', () => {
    renderMap();
    expect(screen.getByTestId('leaflet-map')).toHaveAttribute('data-zoom', '15');
    expect(screen.getByTestId('leaflet-map')).toHaveAttribute('data-center', '19.4326,-99.1332');
    expect(screen.getByTestId('tile-layer')).toHaveAttribute(
      'data-url',
      'https://tiles.example.test/{z}/{x}/{y}.png',
    );
    expect(mockLeaflet.setView).toHaveBeenCalledWith([19.4326, -99.1332], 15);
  });

  it('gives up when tiles fail before any has loaded', () => {
    const props = renderMap();
    act(() => mockLeaflet.tileEvents.tileerror?.());
    expect(props.onUnavailable).toHaveBeenCalledWith('tiles');
  });

  it('ignores a failing tile once others have loaded', () => {
    const props = renderMap();
    act(() => {
      mockLeaflet.tileEvents.tileload?.();
      mockLeaflet.tileEvents.tileerror?.();
    });
    expect(props.onUnavailable).not.toHaveBeenCalled();
  });

  it('selects a point from its marker', async () => {
    const props = renderMap({ shopper: { lat: 19.43, lng: -99.13 } });
    const markers = screen.getAllByTestId('map-marker');
    expect(markers).toHaveLength(2); // the shopper and the point
    await userEvent.click(screen.getByRole('button', { name: 'Abarrotes Lupita' }));
    expect(props.onSelect).toHaveBeenCalledWith(POINT);
  });
});
