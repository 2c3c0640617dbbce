import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bus, toShopContext } from '@barrio/shared/bus';
import { shopPath } from '../config';
import type { ShellContextValue } from './shell-context';

/**
 * Publishes the shell's state on the bus (the remotes' only view of it) and answers the
 * sign-in intent by opening the sign-in screen of the current shop.
 */
export function useBusBridge(context: ShellContextValue): void {
  const navigate = useNavigate();
  const location = useLocation();
  const currentPath = useRef(location.pathname + location.search);
  useEffect(() => {
    currentPath.current = location.pathname + location.search;
  }, [location.pathname, location.search]);
  const { shop, countryId, locale, session, tierId, flags } = context;
  const customer = session.status === 'checking' ? null : session.customer;
  const customerKey = customer ? JSON.stringify(customer) : null;
  const sessionSettled = session.status !== 'checking';

  useEffect(() => {
    bus.publish('shell:context-changed', {
      shop: toShopContext(shop),
      countryId,
      locale,
      customer,
      tierId,
      flags,
    });
    // customerKey stands for customer: a re-fetched but equal customer is not a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shop, countryId, locale, customerKey, tierId, flags]);

  useEffect(() => {
    // While the stored session is being checked nothing is announced, so that remotes do not
    // see a sign-out and a sign-in on every page load.
    if (sessionSettled) bus.publish('shell:session-changed', { customer });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerKey, sessionSettled]);

  const signInPath = shopPath(shop.slug, 'user');
  useEffect(
    () =>
      bus.subscribe('shell:sign-in-requested', () => {
        // The router shows a failed navigation itself; its promise only says when it ended.
        void navigate(signInPath, { state: { returnTo: currentPath.current } });
      }),
    [navigate, signInPath],
  );
}
