import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { rememberCatalogProducts } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { capQuantity, type CatalogProduct } from '@barrio/shared/domain';
import { useCartShop } from '../cart-shop';

/**
 * Asks the cart (owned by mf-cart-checkout) to add units, by product id: the cart prices the
 * line from the catalogue's data, where the product shown is kept first (so it is there at
 * once, also offline). The quantity is capped here by the product's limit minus what the cart
 * already holds, so the intent never asks for more than may be bought; the cart and the
 * gateway apply the same rule again.
 * Returns the quantity requested, 0 when nothing could be added.
 */
export function useAddToCart(): (
  product: CatalogProduct,
  quantity: number,
  inCart: number,
) => number {
  const queryClient = useQueryClient();
  const shop = useCartShop();
  return useCallback(
    (product, quantity, inCart) => {
      const capped = capQuantity(product, quantity, inCart);
      if (capped > 0) {
        rememberCatalogProducts(queryClient, shop.catalogId, [product]);
        bus.publish('cart:add-requested', {
          productId: product.id,
          quantity: capped,
          shopSlug: shop.slug,
        });
      }
      return capped;
    },
    [queryClient, shop],
  );
}
