import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { withSessionParam } from '../with-session-param';

/**
 * Adds the session parameter for session-replay tracking with replaceState: no navigation,
 * and the router's own history state is kept so back and forward still work.
 */
export function useSessionParam(customerId: number | null): void {
  const location = useLocation();
  useEffect(() => {
    const next = withSessionParam(window.location.href, customerId);
    if (next !== null) window.history.replaceState(window.history.state, '', next);
  }, [customerId, location.pathname, location.search]);
}
