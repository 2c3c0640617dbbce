import { useEffect, useSyncExternalStore } from 'react';
import { cartStore, retainCartConnection } from '../cart-runtime';
import type { CartState, CartStore } from '../cart-store';

/** The cart's state and its actions; keeps the cart wired to the bus while mounted. */
export function useCart(): CartState & { actions: CartStore } {
  const store = cartStore();
  useEffect(() => retainCartConnection(), []);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, actions: store };
}
