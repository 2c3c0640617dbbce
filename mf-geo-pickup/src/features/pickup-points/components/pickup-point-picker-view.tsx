import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { countryById } from '@barrio/shared/countries';
import { Button, Notice, Skeleton, Stack } from '@barrio/shared/design-system';
import { NEARBY_SHOPS_RADIUS_M, formatDistance, sortPickupPoints } from '@barrio/shared/domain';
import { useShopperPosition } from '../../../geolocation/use-shopper-position';
import { useNearbyPoints } from '../api/get-nearby-points';
import { useDistanceStyle } from '../hooks/use-distance-style';
import { useSelectedPickupPoint } from '../hooks/use-selected-pickup-point';
import type { TileSource } from '../map/tile-source';
import { pickupMessages } from '../messages';
import { PickupMapSlot } from './pickup-map-slot';
import { PickupPointList } from './pickup-point-list';

export interface PickupPointPickerViewProps {
  shopSlug: string;
  countryId: number;
  /** Tile server override; the page's meta tag or OpenStreetMap otherwise. */
  tiles?: TileSource;
}

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

function ListSkeleton() {
  return (
    <Stack gap="sm" data-testid="pickup-points-loading">
      <Skeleton height="96px" />
      <Skeleton height="96px" />
      <Skeleton height="96px" />
    </Stack>
  );
}

export function PickupPointPickerView({ shopSlug, countryId, tiles }: PickupPointPickerViewProps) {
  const intl = useIntl();
  const shopper = useShopperPosition(countryId);
  const distanceStyle = useDistanceStyle();
  const nearby = useNearbyPoints(countryId, shopper.position);
  const { selected, select } = useSelectedPickupPoint();
  const selectedId = selected?.id ?? null;

  const points = useMemo(
    () => sortPickupPoints(nearby.data ?? [], selectedId),
    [nearby.data, selectedId],
  );

  return (
    <Stack
      as="section"
      gap="md"
      data-testid="pickup-point-picker"
      data-distance-type={distanceStyle}
    >
      <Title>
        <FormattedMessage {...pickupMessages.title} />
      </Title>

      {shopper.status === 'fallback' && (
        <div data-testid="position-fallback-notice" data-reason={shopper.reason}>
          <Notice tone="info">
            <FormattedMessage
              {...pickupMessages.fallbackNotice}
              values={{ country: countryById(countryId)?.name ?? '' }}
            />
          </Notice>
        </div>
      )}

      {shopper.status === 'locating' ? (
        <p role="status" data-testid="pickup-locating">
          <FormattedMessage {...pickupMessages.locating} />
        </p>
      ) : (
        <PickupMapSlot
          center={shopper.position}
          shopper={shopper.status === 'located' ? shopper.position : null}
          points={points}
          selectedId={selectedId}
          onSelect={select}
          {...(tiles ? { tiles } : {})}
        />
      )}

      {nearby.isError ? (
        <div data-testid="pickup-points-error">
          <Notice
            tone="error"
            action={
              <Button type="button" variant="secondary" onClick={() => void nearby.refetch()}>
                <FormattedMessage {...pickupMessages.retry} />
              </Button>
            }
          >
            <FormattedMessage {...pickupMessages.loadError} />
          </Notice>
        </div>
      ) : shopper.status === 'locating' || nearby.isPending ? (
        <ListSkeleton />
      ) : points.length === 0 ? (
        <p data-testid="pickup-points-empty">
          {intl.formatMessage(pickupMessages.empty, {
            distance: formatDistance(NEARBY_SHOPS_RADIUS_M, 'metric', intl.locale),
          })}
        </p>
      ) : (
        <PickupPointList
          points={points}
          selectedId={selectedId}
          currentShopSlug={shopSlug}
          distanceStyle={distanceStyle}
          onSelect={select}
        />
      )}
    </Stack>
  );
}
