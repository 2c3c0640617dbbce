import type { LatLng } from '../countries/country';

type Coordinate = number | string | null | undefined;

/** Point shapes seen in shop and pickup-point data: lat/lng, lat/lon, lat/long, latitude/longitude. */
export interface LocationLike {
  lat?: Coordinate;
  lng?: Coordinate;
  lon?: Coordinate;
  long?: Coordinate;
  latitude?: Coordinate;
  longitude?: Coordinate;
}

function coordinate(value: Coordinate, bound: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && Math.abs(n) <= bound ? n : null;
}

/** The point as { lat, lng }, or null when either coordinate is missing or out of range. */
export function toLatLng(location: LocationLike | null | undefined): LatLng | null {
  if (!location) return null;
  const lat = coordinate(location.lat ?? location.latitude, 90);
  const lng = coordinate(location.lng ?? location.lon ?? location.long ?? location.longitude, 180);
  return lat === null || lng === null ? null : { lat, lng };
}
