import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LatLng } from '@barrio/shared/countries';
import { Notice, Skeleton } from '@barrio/shared/design-system';
import { isLowDataMode } from '@barrio/shared/storage';
import type { MapFailure } from '../map/map-failure';
import { MAP_HEIGHT } from '../map/map-height';
import { resolveTileSource, type TileSource } from '../map/tile-source';
import { pickupMessages } from '../messages';
import type { PickupPoint } from '../pickup-point';
import { useNearViewport } from '../hooks/use-near-viewport';
import { MapErrorBoundary } from './map-error-boundary';

const PickupMap = lazy(() => import(/* webpackChunkName: "pickup-map" */ '../map/pickup-map'));

// Leaflet, its CSS and the tiles load once the map is on screen, or within this distance of it
// while the shopper scrolls. On a phone's checkout the map sits just below the form's first
// screen; starting it with the page cost a cheap phone a long task (about 120 ms at 4× CPU) and
// the bytes of a map no one had looked at yet. Its place is kept meanwhile, so nothing moves
// when it arrives.
const LOAD_AHEAD = '200px 0px';

export interface PickupMapSlotProps {
  center: LatLng;
  shopper: LatLng | null;
  points: readonly PickupPoint[];
  selectedId: number | null;
  onSelect: (point: PickupPoint) => void;
  tiles?: TileSource;
}

/** The map when it can be shown; otherwise a short notice, the list beside it carrying on. */
export function PickupMapSlot({ tiles, ...mapProps }: PickupMapSlotProps) {
  const intl = useIntl();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, LOAD_AHEAD);
  // Low-data mode: no tiles are downloaded at all, the list of points is enough.
  const [failure, setFailure] = useState<MapFailure | null>(() =>
    isLowDataMode() ? 'low-data' : null,
  );
  const [tileSource] = useState(() => tiles ?? resolveTileSource());

  if (failure) {
    return (
      <div data-testid="pickup-map-unavailable" data-failure={failure}>
        <Notice tone="info">
          <FormattedMessage
            {...(failure === 'low-data'
              ? pickupMessages.mapLowData
              : pickupMessages.mapUnavailable)}
          />
        </Notice>
      </div>
    );
  }

  const placeholder = (
    // A label needs a role to be read: a status that says the map is on its way.
    <div
      data-testid="pickup-map-loading"
      role="status"
      aria-label={intl.formatMessage(pickupMessages.mapLoading)}
    >
      <Skeleton height={MAP_HEIGHT} />
    </div>
  );

  return (
    <div ref={slot}>
      {near ? (
        <MapErrorBoundary onError={() => setFailure('library')}>
          <Suspense fallback={placeholder}>
            <PickupMap {...mapProps} tiles={tileSource} onUnavailable={setFailure} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
