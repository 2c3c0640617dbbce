import { useCallback, useSyncExternalStore } from 'react';
import { cartStore } from '../../../cart-store/cart-runtime';
import type { CartState } from '../../../cart-store/cart-store';

let counted: { state: CartState; quantities: Map<number, number> } | null = null;

/** Units of each product in the tab's cart, counted once per cart state for every control. */
function quantitiesOf(state: CartState): ReadonlyMap<number, number> {
  if (counted?.state === state) return counted.quantities;
  const quantities = new Map<number, number>();
  for (const line of state.lines) {
    quantities.set(line.productid, (quantities.get(line.productid) ?? 0) + line.cantidad);
  }
  counted = { state, quantities };
  return quantities;
}

const subscribe = (onChange: () => void) => cartStore().subscribe(() => onChange());
// While the page hydrates the server's markup, the cart is empty, as the server drew it.
const emptyOnTheServer = () => 0;

/**
 * Units (or kilos) of one product in this shop's cart (none from another shop's). Each control
 * reads its own product's count, so a change of the cart draws again only the controls whose
 * count changed, and the switch from the server's empty cart to the stored one after hydration
 * reaches only the products in it (none on a first visit), never the whole page.
 */
export function useQuantityInCart(shopSlug: string, productId: number): number {
  const quantity = useCallback(() => {
    const state = cartStore().getState();
    return state.shopSlug === shopSlug ? (quantitiesOf(state).get(productId) ?? 0) : 0;
  }, [shopSlug, productId]);
  return useSyncExternalStore(subscribe, quantity, emptyOnTheServer);
}
