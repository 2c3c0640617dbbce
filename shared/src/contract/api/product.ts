import { z } from '../../zod';
import type { CatalogProduct } from '../../domain';

// A catalogue product (SPEC §3 "Product"), declared once: the gateway documents its product
// reads with these schemas, and the browser parses answers with them.

export const catalogProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  local_price: z.nullable(z.number()),
  scale: z.number(),
  'product-discount': z.nullable(
    z.object({ discount_percentage: z.number(), max_units_per_order: z.nullable(z.number()) }),
  ),
  'master-product': z.object({
    image: z.nullable(z.string()),
    erp_purchase_measure_unit_id: z.nullable(z.string()),
  }),
  unit_of_measurement: z.object({ erp_name: z.string() }),
  minimum_order_value: z.number(),
  max_units_per_delivery: z.nullable(z.number()),
  max_units_per_order: z.nullable(z.number()),
  notes: z.nullable(z.string()),
  category_id: z.nullable(z.number()),
  brand_id: z.nullable(z.number()),
});

/** `GET /api/products`: one page of a catalogue's products (keyset cursor; total on the first page). */
export const productsPageSchema = z.object({
  items: z.array(catalogProductSchema),
  next_cursor: z.nullable(z.string()),
  total: z.optional(z.number()),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;

/** The most ids one `GET /api/products/by-ids` may ask for. */
export const MAX_PRODUCT_IDS = 100;

/**
 * `GET /api/products/by-ids?catalog_id=&ids=`: the products of the catalogue still sold today
 * among the ids asked for; an id that is not (or no longer) sold is simply absent.
 */
export const productsByIdsSchema = z.object({ items: z.array(catalogProductSchema) });
export type ProductsByIds = z.infer<typeof productsByIdsSchema>;

// The domain type and the contract must not drift apart: each must be assignable to the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const productShapesAgree: Same<z.infer<typeof catalogProductSchema>, CatalogProduct> = true;
void productShapesAgree;
