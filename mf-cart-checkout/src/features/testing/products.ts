import type { CatalogProduct } from '@barrio/shared/domain';

/** A catalogue product as the API returns it, with whatever a test needs to change. */
export function makeProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: 1,
    name: 'Leche entera 1 L',
    price: 25,
    local_price: null,
    scale: 1,
    'product-discount': null,
    'master-product': { image: null, erp_purchase_measure_unit_id: null },
    unit_of_measurement: { erp_name: 'unidad' },
    minimum_order_value: 0,
    max_units_per_delivery: null,
    max_units_per_order: null,
    notes: null,
    category_id: 3,
    brand_id: null,
    ...overrides,
  };
}
