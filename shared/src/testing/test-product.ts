import type { CatalogProduct } from '../domain';

/** A complete product for tests; override only what a test is about. */
export function testProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id: 1,
    name: 'Arroz largo fino 1 kg',
    price: 100,
    local_price: null,
    scale: 1,
    'product-discount': null,
    'master-product': {
      image: 'https://img.example/arroz.jpg',
      erp_purchase_measure_unit_id: null,
    },
    unit_of_measurement: { erp_name: 'unidad' },
    minimum_order_value: 0,
    max_units_per_delivery: null,
    max_units_per_order: null,
    notes: null,
    category_id: 10,
    brand_id: 3,
    ...overrides,
  };
}
