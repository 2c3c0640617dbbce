import type { CartLine } from '../domain';
import { cartDetailStorage, cartQuantityStorage, cartStorage, cartTotalStorage } from './items';

/** The stored lines for `shopSlug`; a cart saved for another shop does not carry over. */
export function readCartLines(shopSlug: string): CartLine[] {
  const cart = cartStorage.get();
  return cart && cart.shopSlug === shopSlug ? cart.lines : [];
}

export function writeCart(
  shopSlug: string,
  lines: CartLine[],
  total: number,
  quantity: number,
): void {
  cartStorage.set({ shopSlug, lines });
  cartTotalStorage.set(total);
  cartQuantityStorage.set(quantity);
}

/** SPEC §4: clearing empties the list, sets total and quantity to 0 and detail to empty. */
export function clearStoredCart(shopSlug?: string): void {
  const previous = cartStorage.get();
  cartStorage.set({ shopSlug: shopSlug ?? previous?.shopSlug ?? '', lines: [] });
  cartTotalStorage.set(0);
  cartQuantityStorage.set(0);
  cartDetailStorage.set('');
}
