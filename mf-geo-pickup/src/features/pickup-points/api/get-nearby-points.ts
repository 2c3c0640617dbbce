import { apiFetch } from '@barrio/shared/api';
import type { LatLng } from '@barrio/shared/countries';
import { NEARBY_SHOPS_RADIUS_M } from '@barrio/shared/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { nearbyPointsSchema } from '@barrio/shared/contract';
import { toPickupPoints, type PickupPoint } from '../pickup-point';

// About a metre: positions closer than that share one cache entry.
const roundCoordinate = (value: number) => Math.round(value * 1e5) / 1e5;

export const geoKeys = {
  nearby: (countryId: number, position: LatLng) =>
    [
      'geo',
      'nearby',
      countryId,
      roundCoordinate(position.lat),
      roundCoordinate(position.lng),
    ] as const,
};

/** GET /api/shops/closets: shops and pickup points within 10 km of the shopper. */
export async function getNearbyPoints(
  countryId: number,
  position: LatLng,
  signal?: AbortSignal,
): Promise<PickupPoint[]> {
  const body = await apiFetch<unknown>('/shops/closets', {
    query: {
      countryId,
      lat: roundCoordinate(position.lat),
      lng: roundCoordinate(position.lng),
      distance: NEARBY_SHOPS_RADIUS_M,
      prioritizeShopsWithDelivery: true,
    },
    signal,
  });
  return toPickupPoints(nearbyPointsSchema.parse(body), position);
}

export function nearbyPointsQueryOptions(countryId: number, position: LatLng) {
  return queryOptions({
    queryKey: geoKeys.nearby(countryId, position),
    queryFn: ({ signal }) => getNearbyPoints(countryId, position, signal),
  });
}

/** Waits for a position; keeps the previous list on screen while a new position loads. */
export function useNearbyPoints(countryId: number, position: LatLng | null) {
  const fallbackPosition = position ?? { lat: 0, lng: 0 };
  return useQuery({
    ...nearbyPointsQueryOptions(countryId, fallbackPosition),
    enabled: position !== null,
    placeholderData: keepPreviousData,
  });
}
