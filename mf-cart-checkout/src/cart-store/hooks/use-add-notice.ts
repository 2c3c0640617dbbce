import { useSyncExternalStore } from 'react';
import { cartAdditions } from '../cart-runtime';
import type { AddNotice } from '../cart-additions';

/** Why the last requested products did not reach the cart, with the way out. */
export function useAddNotice(): {
  notice: AddNotice | null;
  retry: () => void;
  dismiss: () => void;
} {
  const additions = cartAdditions();
  const notice = useSyncExternalStore(additions.subscribe, additions.notice, additions.notice);
  return { notice, retry: additions.retry, dismiss: additions.dismiss };
}
