import { useCallback, useEffect, useRef, useState } from 'react';
import type { LatLng } from '@barrio/shared/countries';
import {
  isPositionRequestError,
  requestPosition,
  type PositionFailure,
} from '../../../geolocation/request-position';

export type LocateState =
  { status: 'idle' } | { status: 'locating' } | { status: 'failed'; reason: PositionFailure };

/** Asks the browser for the shopper's position on demand (a button), never on page load. */
export function useLocateAddress(onLocated: (position: LatLng) => void) {
  const [state, setState] = useState<LocateState>({ status: 'idle' });
  const mounted = useRef(true);
  const onLocatedRef = useRef(onLocated);
  useEffect(() => {
    onLocatedRef.current = onLocated;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    setState({ status: 'locating' });
    requestPosition().then(
      (position) => {
        if (!mounted.current) return;
        setState({ status: 'idle' });
        onLocatedRef.current(position);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setState({
          status: 'failed',
          reason: isPositionRequestError(error) ? error.reason : 'unavailable',
        });
      },
    );
  }, []);

  return { state, locate };
}
