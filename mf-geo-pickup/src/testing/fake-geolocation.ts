import type { LatLng } from '@barrio/shared/countries';

type Outcome = { position: LatLng } | { errorCode: 1 | 2 | 3 };

const ERROR_CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as const;

/** Installs navigator.geolocation answering every request with `outcome`; returns the call counter. */
export function installGeolocation(outcome: Outcome): { calls: () => number; restore: () => void } {
  let calls = 0;
  const geolocation: Pick<Geolocation, 'getCurrentPosition'> = {
    getCurrentPosition(success, failure) {
      calls += 1;
      queueMicrotask(() => {
        if ('position' in outcome) {
          success({
            coords: {
              latitude: outcome.position.lat,
              longitude: outcome.position.lng,
              accuracy: 10,
            },
            timestamp: Date.now(),
          } as GeolocationPosition);
        } else {
          failure?.({
            code: outcome.errorCode,
            message: 'refused',
            ...ERROR_CODES,
          } as GeolocationPositionError);
        }
      });
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return {
    calls: () => calls,
    restore: () => {
      Reflect.deleteProperty(navigator, 'geolocation');
    },
  };
}

export function removeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
}
