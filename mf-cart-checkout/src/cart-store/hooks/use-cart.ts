import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartStore, retainCartConnection } from '../cart-runtime';
import type { CartState, CartStore } from '../cart-store';

/** The cart's state and its actions; keeps the cart wired to the bus while mounted. */
export function useCart(): CartState & { actions: CartStore } {
  const store = cartStore();
  const queryClient = useQueryClient();
  useEffect(() => retainCartConnection(queryClient), [queryClient]);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, actions: store };
}
