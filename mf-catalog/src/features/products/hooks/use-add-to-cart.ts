import { useCallback } from 'react';
import { bus } from '@barrio/shared/bus';
import { capQuantity, type CatalogProduct } from '@barrio/shared/domain';

/**
 * Asks the cart (owned by mf-cart-checkout) to add units. The quantity is capped here by the
 * product's limit minus what the cart already holds, so the intent never asks for more than
 * may be bought; the cart and the gateway apply the same rule again.
 * Returns the quantity requested, 0 when nothing could be added.
 */
export function useAddToCart(): (
  product: CatalogProduct,
  quantity: number,
  inCart: number,
) => number {
  return useCallback((product, quantity, inCart) => {
    const capped = capQuantity(product, quantity, inCart);
    if (capped > 0) bus.publish('cart:add-requested', { product, quantity: capped });
    return capped;
  }, []);
}
