import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { rememberCatalogProducts } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { capQuantity, type CatalogProduct } from '@barrio/shared/domain';

/** The shop whose cart the control adds to, and the catalogue its product comes from. */
export interface ControlShop {
  shopSlug: string;
  catalogId: number;
}

/**
 * Adds units of the control's product, as any team asks the cart: a `cart:add-requested` intent
 * by product id, applied in order with every other (the cart's additions, which price the line
 * from the catalogue's data). The product shown is kept in the tab's catalogue data first, so
 * that it is priced at once, also offline. The quantity is capped by the product's limit minus
 * what the cart already holds; the cart store and the gateway apply the same rule again.
 * Returns the quantity requested, 0 when nothing could be added.
 */
export function useAddToCart({
  shopSlug,
  catalogId,
}: ControlShop): (product: CatalogProduct, quantity: number, inCart: number) => number {
  const queryClient = useQueryClient();
  return useCallback(
    (product, quantity, inCart) => {
      const capped = capQuantity(product, quantity, inCart);
      if (capped > 0) {
        rememberCatalogProducts(queryClient, catalogId, [product]);
        bus.publish('cart:add-requested', { productId: product.id, quantity: capped, shopSlug });
      }
      return capped;
    },
    [queryClient, catalogId, shopSlug],
  );
}
