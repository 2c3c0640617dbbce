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
