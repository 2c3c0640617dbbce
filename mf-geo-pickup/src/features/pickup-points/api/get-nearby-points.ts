import { apiFetch } from '@barrio/shared/api';
import type { LatLng } from '@barrio/shared/countries';
import { NEARBY_SHOPS_RADIUS_M } from '@barrio/shared/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { nearbyPointsSchema } from '@barrio/shared/contract';
import { toPickupPoints, type PickupPoint } from '../pickup-point';

// About a metre: positions closer than that share one cache entry.
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

export const geoKeys = {
  nearby: (countryId: number, position: LatLng, locale: string) =>
    [
      'geo',
      'nearby',
      countryId,
      roundCoordinate(position.lat),
      roundCoordinate(position.lng),
      locale,
    ] as const,
};

/**
 * GET /api/shops/closets: shops and pickup points within 10 km of the shopper, named in the
 * visit's locale where a point has a translated name.
 */
export async function getNearbyPoints(
  countryId: number,
  position: LatLng,
  locale: string,
  signal?: AbortSignal,
): Promise<PickupPoint[]> {
  const body = await apiFetch<unknown>('/shops/closets', {
    query: {
      countryId,
      lat: roundCoordinate(position.lat),
      lng: roundCoordinate(position.lng),
      distance: NEARBY_SHOPS_RADIUS_M,
      prioritizeShopsWithDelivery: true,
      locale,
    },
    signal,
  });
  return toPickupPoints(nearbyPointsSchema.parse(body), position);
}

export function nearbyPointsQueryOptions(countryId: number, position: LatLng, locale: string) {
  return queryOptions({
    queryKey: geoKeys.nearby(countryId, position, locale),
    queryFn: ({ signal }) => getNearbyPoints(countryId, position, locale, signal),
  });
}

/** Waits for a position; keeps the previous list on screen while a new position loads. */
export function useNearbyPoints(countryId: number, position: LatLng | null) {
  const fallbackPosition = position ?? { lat: 0, lng: 0 };
  const { locale } = useIntl();
  return useQuery({
    ...nearbyPointsQueryOptions(countryId, fallbackPosition, locale),
    enabled: position !== null,
    placeholderData: keepPreviousData,
  });
}
