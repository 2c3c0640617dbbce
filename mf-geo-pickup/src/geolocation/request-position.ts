import type { LatLng } from '@barrio/shared/countries';

/** Why the browser gave no position: no API, the shopper said no, no fix, or too slow. */
export type PositionFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class PositionRequestError extends Error {
  override readonly name = 'PositionRequestError';
  readonly reason: PositionFailure;

  constructor(reason: PositionFailure) {
    super(`The browser gave no position (${reason})`);
    this.reason = reason;
  }
}

export function isPositionRequestError(value: unknown): value is PositionRequestError {
  return value instanceof PositionRequestError;
}

// A shopper on a slow phone should not wait long for a fix; a recent one is good enough for
// finding shops a few blocks away.
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
};

function failureOf(error: GeolocationPositionError): PositionFailure {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return 'denied';
    case error.TIMEOUT:
      return 'timeout';
    default:
      return 'unavailable';
  }
}

/** The browser's position of the shopper; rejects with a PositionRequestError. */
export function requestPosition(): Promise<LatLng> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new PositionRequestError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new PositionRequestError(failureOf(error))),
      POSITION_OPTIONS,
    );
  });
}
