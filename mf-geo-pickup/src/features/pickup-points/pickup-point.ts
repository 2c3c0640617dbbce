import type { PickupPointSummary } from '@barrio/shared/bus';
import type { LatLng } from '@barrio/shared/countries';
import {
  DEFAULT_MAX_DELIVERY_DISTANCE_M,
  distanceMeters,
  toLatLng,
  type LocationLike,
} from '@barrio/shared/domain';

/** A nearby shop or pickup point as the closets call may send it (SPEC §3, spellings vary). */
export interface NearbyPointInput {
  id: number;
  slug: string;
  name?: string | null;
  address?: string | null;
  has_delivery?: boolean | null;
  max_delivery_distance_meters?: number | null;
  act_as_delivery_point?: boolean | null;
  community_leader_id?: number | null;
  location?: LocationLike | null;
  distance_to_user?: number | null;
  lat?: LocationLike['lat'];
  lng?: LocationLike['lng'];
}

/** What the picker shows: the bus summary plus whether it can deliver to the shopper. */
export interface PickupPoint extends PickupPointSummary {
  act_as_delivery_point: boolean;
  /** has_delivery and the shopper within max_delivery_distance_meters; else pickup only. */
  deliversToShopper: boolean;
}

function maxDeliveryDistance(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_MAX_DELIVERY_DISTANCE_M;
}

/**
 * Normalises one point. The server's distance_to_user wins; without one it is measured from
 * the shopper. A point without a usable location is dropped: it can be neither placed on the
 * map nor measured.
 */
export function toPickupPoint(input: NearbyPointInput, shopper: LatLng | null): PickupPoint | null {
  const location = toLatLng(input.location) ?? toLatLng({ lat: input.lat, lng: input.lng });
  if (!location) return null;
  const given = input.distance_to_user;
  const distance =
    typeof given === 'number' && Number.isFinite(given) && given >= 0
      ? given
      : shopper
        ? Math.round(distanceMeters(shopper, location))
        : null;
  const hasDelivery = input.has_delivery === true;
  const maxDistance = maxDeliveryDistance(input.max_delivery_distance_meters);
  return {
    id: input.id,
    slug: input.slug,
    name: input.name?.trim() || input.slug,
    address: input.address?.trim() || null,
    location,
    distance_to_user: distance,
    has_delivery: hasDelivery,
    max_delivery_distance_meters: maxDistance,
    community_leader_id: input.community_leader_id ?? null,
    act_as_delivery_point: input.act_as_delivery_point === true,
    deliversToShopper: hasDelivery && distance !== null && distance <= maxDistance,
  };
}

export function toPickupPoints(
  inputs: readonly NearbyPointInput[],
  shopper: LatLng | null,
): PickupPoint[] {
  return inputs.flatMap((input) => {
    const point = toPickupPoint(input, shopper);
    return point ? [point] : [];
  });
}

/** The bus payload: exactly the PickupPointSummary fields, nothing of this remote's view. */
export function toSummary(point: PickupPoint): PickupPointSummary {
  return {
    id: point.id,
    slug: point.slug,
    name: point.name,
    address: point.address,
    location: point.location,
    distance_to_user: point.distance_to_user,
    has_delivery: point.has_delivery,
    max_delivery_distance_meters: point.max_delivery_distance_meters,
    community_leader_id: point.community_leader_id,
  };
}
