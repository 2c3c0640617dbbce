import { useCallback, useSyncExternalStore } from 'react';
import { bus, type EventMap } from '@barrio/shared/bus';
import type { CartLine } from '@barrio/shared/domain';
import { readCartLines } from '@barrio/shared/storage';
import { useCartShop } from '../cart-shop';

type CartSnapshot = EventMap['cart:updated'] | undefined;

let counted: { shopSlug: string; snapshot: CartSnapshot; quantities: Map<number, number> } | null =
  null;

/**
 * Units of each product in this shop's cart, counted once per announcement: the cart remote
 * owns the cart and announces it as `cart:updated`; until it has spoken (it may load after this
 * page), the stored cart is the best knowledge there is.
 */
function quantitiesIn(shopSlug: string): ReadonlyMap<number, number> {
  const snapshot = bus.latest('cart:updated');
  if (counted?.shopSlug === shopSlug && counted.snapshot === snapshot) return counted.quantities;
  const lines: CartLine[] = snapshot
    ? snapshot.shopSlug === shopSlug
      ? snapshot.lines
      : []
    : readCartLines(shopSlug);
  const quantities = new Map<number, number>();
  for (const line of lines) {
    quantities.set(line.productid, (quantities.get(line.productid) ?? 0) + line.cantidad);
  }
  counted = { shopSlug, snapshot, quantities };
  return quantities;
}

const subscribe = (onChange: () => void) => bus.subscribe('cart:updated', () => onChange());
// While the page hydrates the server's markup, the cart is empty, as the server drew it.
const emptyOnTheServer = () => 0;

/**
 * Units (or kilos) of one product in the shop's cart. Each control reads its own product's
 * count, so a change of the cart draws again only the cards whose count changed, and the
 * switch from the server's empty cart to the stored one after hydration reaches only the cards
 * of products in it (none on a first visit), never the whole page. Zero for no product.
 */
export function useInCart(productId: number | null): number {
  const { slug } = useCartShop();
  const inCart = useCallback(
    () => (productId === null ? 0 : (quantitiesIn(slug).get(productId) ?? 0)),
    [slug, productId],
  );
  return useSyncExternalStore(subscribe, inCart, emptyOnTheServer);
}
