import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LatLng } from '@barrio/shared/countries';
import { Notice, Skeleton } from '@barrio/shared/design-system';
import { isLowDataMode } from '@barrio/shared/storage';
import type { MapFailure } from '../map/map-failure';
import { resolveTileSource, type TileSource } from '../map/tile-source';
import { pickupMessages } from '../messages';
import type { PickupPoint } from '../pickup-point';
import { MapErrorBoundary } from './map-error-boundary';

const PickupMap = lazy(() => import(/* webpackChunkName: "pickup-map" */ '../map/pickup-map'));

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

  return (
    <MapErrorBoundary onError={() => setFailure('library')}>
      <Suspense
        fallback={
          <div
            data-testid="pickup-map-loading"
            aria-label={intl.formatMessage(pickupMessages.mapLoading)}
          >
            <Skeleton height="260px" />
          </div>
        }
      >
        <PickupMap {...mapProps} tiles={tileSource} onUnavailable={setFailure} />
      </Suspense>
    </MapErrorBoundary>
  );
}
