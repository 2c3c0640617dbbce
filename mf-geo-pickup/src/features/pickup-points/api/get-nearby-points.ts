import { apiFetch } from '@barrio/shared/api';
import type { LatLng } from '@barrio/shared/countries';
import { NEARBY_SHOPS_RADIUS_M } from '@barrio/shared/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { toPickupPoints, type PickupPoint } from '../pickup-point';

const coordinate = z.union([z.number(), z.string()]).nullish();
const locationSchema = z.object({
  lat: coordinate,
  lng: coordinate,
  lon: coordinate,
  long: coordinate,
  latitude: coordinate,
  longitude: coordinate,
});

// Lenient on purpose: SPEC §3 accepts alternate spellings, and a point missing an optional
// field is still worth showing.
export const nearbyPointSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string().nullish(),
  address: z.string().nullish(),
  has_delivery: z.boolean().nullish(),
  max_delivery_distance_meters: z.number().nullish(),
  act_as_delivery_point: z.boolean().nullish(),
  community_leader_id: z.number().nullish(),
  location: locationSchema.nullish(),
  distance_to_user: z.number().nullish(),
  lat: coordinate,
  lng: coordinate,
});

export type NearbyPointJson = z.infer<typeof nearbyPointSchema>;

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
  return toPickupPoints(z.array(nearbyPointSchema).parse(body), position);
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
