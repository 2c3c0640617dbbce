import { useEffect, useState } from 'react';
import { countryById, type LatLng } from '@barrio/shared/countries';
import { isPositionRequestError, requestPosition, type PositionFailure } from './request-position';

export type ShopperPosition =
  | { status: 'locating'; position: null }
  | { status: 'located'; position: LatLng }
  /** The browser gave nothing, so the country's map centre stands in (the UI says so). */
  | { status: 'fallback'; position: LatLng; reason: PositionFailure };

// Mexico City: the storefront's default country when the id is unknown.
const DEFAULT_CENTER: LatLng = countryById(2)?.mapCenter ?? { lat: 19.4326, lng: -99.1332 };

export function countryCenter(countryId: number): LatLng {
  return countryById(countryId)?.mapCenter ?? DEFAULT_CENTER;
}

/** The shopper's position from the browser when allowed, else the country's map centre. */
export function useShopperPosition(countryId: number): ShopperPosition {
  const [state, setState] = useState<ShopperPosition>({ status: 'locating', position: null });

  useEffect(() => {
    let active = true;
    setState({ status: 'locating', position: null });
    requestPosition().then(
      (position) => {
        if (active) setState({ status: 'located', position });
      },
      (error: unknown) => {
        if (!active) return;
        const reason = isPositionRequestError(error) ? error.reason : 'unavailable';
        setState({ status: 'fallback', position: countryCenter(countryId), reason });
      },
    );
    return () => {
      active = false;
    };
  }, [countryId]);

  return state;
}
