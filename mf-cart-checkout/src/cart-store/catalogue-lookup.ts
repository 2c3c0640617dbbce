import type { QueryClient } from '@tanstack/react-query';
import {
  cachedCatalogProduct,
  getProductsByIds,
  rememberCatalogProducts,
} from '@barrio/shared/api';
import type { ProductLookup } from './cart-additions';

/**
 * Products from the tab's one query client: what the catalogue has shown is read from there
 * (also offline), anything else from the catalogue API, and kept there for the next time.
 */
export function catalogueLookup(client: () => QueryClient | null): ProductLookup {
  return {
    cached(catalogId, productId) {
      const current = client();
      return current ? cachedCatalogProduct(current, catalogId, productId) : undefined;
    },
    async fetch(catalogId, productIds) {
      const products = await getProductsByIds(catalogId, productIds);
      const current = client();
      if (current) rememberCatalogProducts(current, catalogId, products);
      return products;
    },
  };
}
