import { z } from '../../zod';

// `GET /api/products`, declared once: the gateway documents its answer with this schema and
// the remotes parse the answer with it.

export const catalogProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  local_price: z.number().nullable(),
  scale: z.number(),
  'product-discount': z
    .object({ discount_percentage: z.number(), max_units_per_order: z.number().nullable() })
    .nullable(),
  'master-product': z.object({
    image: z.string().nullable(),
    erp_purchase_measure_unit_id: z.string().nullable(),
  }),
  unit_of_measurement: z.object({ erp_name: z.string() }),
  minimum_order_value: z.number(),
  max_units_per_delivery: z.number().nullable(),
  max_units_per_order: z.number().nullable(),
  notes: z.string().nullable(),
  category_id: z.number().nullable(),
  brand_id: z.number().nullable(),
});

export const productsPageSchema = z.object({
  items: z.array(catalogProductSchema),
  next_cursor: z.string().nullable(),
  total: z.number().optional(),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;
