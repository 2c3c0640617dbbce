/** A product as the API returns it (SPEC §3). Both the gateway and the browser price it. */
export interface ProductDiscount {
  discount_percentage: number;
  max_units_per_order: number | null;
}

export interface CatalogProduct {
  id: number;
  name: string;
  /** The shop's regular unit price. */
  price: number;
  /** Reference price shown struck through. */
  local_price: number | null;
  scale: number;
  'product-discount': ProductDiscount | null;
  'master-product': { image: string | null; erp_purchase_measure_unit_id: string | null };
  /** e.g. 'unidad', 'caja', 'gr', 'kg', 'ml', 'paquete' */
  unit_of_measurement: { erp_name: string };
  minimum_order_value: number;
  max_units_per_delivery: number | null;
  max_units_per_order: number | null;
  notes: string | null;
  category_id: number | null;
  brand_id: number | null;
}
