import type { QueryClient } from '@tanstack/react-query';
import { productsByIdsSchema } from '../contract/api/product';
import type { CatalogProduct } from '../domain';
import { apiFetch } from './api-fetch';

// The catalogue's products by id, shared by the team that shows them (mf-catalog, which
// keeps each product it shows here) and the teams that only hold ids (the cart prices a line
// from here, never from an event). One query client, so a product already loaded is reused.

/** The query key of one product of one catalogue. */
export function catalogProductKey(catalogId: number, productId: number) {
  return ['catalog', 'product', catalogId, productId] as const;
}

/** `GET /api/products/by-ids`: the products still sold among `ids` (absent ones are not). */
export async function getProductsByIds(
  catalogId: number,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<CatalogProduct[]> {
  // Sorted, so the same set of ids is the same URL for the HTTP and service-worker caches.
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const answer = await apiFetch<unknown>('/products/by-ids', {
    query: { catalog_id: catalogId, ids: sorted.join(',') },
    signal,
  });
  return productsByIdsSchema.parse(answer).items;
}

/** Keeps products a screen has loaded, so that whoever asks for them by id gets them at once. */
export function rememberCatalogProducts(
  client: QueryClient,
  catalogId: number,
  products: readonly CatalogProduct[],
): void {
  for (const product of products) {
    client.setQueryData(catalogProductKey(catalogId, product.id), product);
  }
}

/** The product as already loaded, whatever its age: prices are decided again by the server. */
export function cachedCatalogProduct(
  client: QueryClient,
  catalogId: number,
  productId: number,
): CatalogProduct | undefined {
  return client.getQueryData<CatalogProduct>(catalogProductKey(catalogId, productId));
}
