import type { LatLng } from '../countries/country';

export const EARTH_DIAMETER_KM = 12742;
export const WALKING_SPEED_KMH = 5;
export const METERS_PER_BLOCK = 100;

export const DISTANCE_STYLES = ['metric', 'blocks', 'walking'] as const;
export type DistanceStyle = (typeof DISTANCE_STYLES)[number];

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  const centralAngle = 2 * Math.asin(Math.min(1, Math.sqrt(h)));
  return (EARTH_DIAMETER_KM / 2) * 1000 * centralAngle;
}

const safe = (meters: number) => (Number.isFinite(meters) && meters > 0 ? meters : 0);

/** Distance in blocks of 100 m; anything above zero is at least one block. */
export function blocksFor(meters: number): number {
  const m = safe(meters);
  return m === 0 ? 0 : Math.max(1, Math.round(m / METERS_PER_BLOCK));
}

/** Walking time in minutes at 5 km/h; anything above zero is at least a minute. */
export function walkingMinutes(meters: number): number {
  const m = safe(meters);
  return m === 0 ? 0 : Math.max(1, Math.round(m / ((WALKING_SPEED_KMH * 1000) / 60)));
}

function formatMetric(meters: number, locale: string): string {
  if (meters <= 1000) return `${Math.round(meters)} m`;
  const km = meters / 1000;
  if (km < 10) {
    const oneDecimal = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return `${oneDecimal.format(km)} km`;
  }
  return `${Math.round(km)} km`;
}

/** Up to 1 km in metres, below 10 km with one decimal, else whole km; or blocks; or minutes. */
export function formatDistance(
  meters: number,
  style: DistanceStyle = 'metric',
  locale = 'es-MX',
): string {
  const m = safe(meters);
  if (style === 'blocks') {
    const blocks = blocksFor(m);
    return `${blocks} ${blocks === 1 ? 'cuadra' : 'cuadras'}`;
  }
  if (style === 'walking') return `${walkingMinutes(m)} min caminando`;
  return formatMetric(m, locale);
}

function isDistanceStyle(value: unknown): value is DistanceStyle {
  return typeof value === 'string' && (DISTANCE_STYLES as readonly string[]).includes(value);
}

/**
 * The stored style when there is a valid one; otherwise one chosen at random, which the
 * caller stores as distance_type so the visitor keeps seeing the same style.
 */
export function pickDistanceStyle(
  stored: string | null | undefined,
  random: () => number = Math.random,
): DistanceStyle {
  if (isDistanceStyle(stored)) return stored;
  const index = Math.min(DISTANCE_STYLES.length - 1, Math.floor(random() * DISTANCE_STYLES.length));
  return DISTANCE_STYLES[Math.max(0, index)] ?? 'metric';
}
