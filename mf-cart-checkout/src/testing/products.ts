import type { QueryClient } from '@tanstack/react-query';
import { rememberCatalogProducts } from '@barrio/shared/api';
import type { AddToCartRequest } from '@barrio/shared/bus';
import type { CatalogProduct } from '@barrio/shared/domain';
import { testProduct } from '@barrio/shared/testing';

/** A catalogue product as the API returns it, with whatever a test needs to change. */
export function makeProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return testProduct({
    name: 'Leche entera 1 L',
    price: 25,
    'master-product': { image: null, erp_purchase_measure_unit_id: null },
    category_id: 3,
    brand_id: null,
    ...overrides,
  });
}

/** The catalogue of the test shop (catalog_id 1) as the shop page leaves it in the query cache. */
export function catalogueShows(queryClient: QueryClient, ...products: CatalogProduct[]): void {
  rememberCatalogProducts(queryClient, 1, products);
}

/** What the catalogue publishes to add `quantity` units of the product to demo-mx's cart. */
export function addRequest(product: CatalogProduct, quantity: number): AddToCartRequest {
  return { productId: product.id, quantity, shopSlug: 'demo-mx' };
}
