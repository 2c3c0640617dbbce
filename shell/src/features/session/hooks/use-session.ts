import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { SessionCustomer } from '@barrio/shared/bus';
import { clearSession, customerStorage, storeSignedInCustomer } from '@barrio/shared/storage';
import { userQueryOptions } from '../api/get-user';
import { useStoredValue } from './use-stored-value';

export type SessionStatus = 'guest' | 'checking' | 'signed-in';

export interface Session {
  status: SessionStatus;
  customer: SessionCustomer | null;
}

/**
 * The signed-in customer, looked up through the session cookie (SPEC §6), which is HttpOnly:
 * no script, ours or an injected one, can read the token. The stored customer says a session
 * may exist and stands in while the lookup runs, so a returning shopper is not shown as a
 * guest for a moment.
 */
export function useSession(): Session {
  const stored = useStoredValue(customerStorage);
  const hasSession = stored !== null;
  const user = useQuery({ ...userQueryOptions(), enabled: hasSession });

  useEffect(() => {
    if (!user.isError) return;
    // SPEC §8: a user lookup with an error ends the local session.
    console.warn('[shell] user lookup failed; the stored session is removed', user.error);
    clearSession();
  }, [user.isError, user.error]);

  useEffect(() => {
    if (!user.isSuccess) return;
    if (user.data === null) {
      if (hasSession) clearSession();
      return;
    }
    if (JSON.stringify(customerStorage.get()) !== JSON.stringify(user.data))
      storeSignedInCustomer(user.data);
  }, [user.isSuccess, user.data, hasSession]);

  let status: SessionStatus = 'checking';
  let customer: SessionCustomer | null = stored;
  if (!hasSession || user.isError || (user.isSuccess && user.data === null)) {
    status = 'guest';
    customer = null;
  } else if (user.isSuccess) {
    status = 'signed-in';
    customer = user.data;
  }
  return useMemo(() => ({ status, customer }), [status, customer]);
}
