import { z } from '../../zod';

// `GET /api/shops/{slug}` (SPEC §3, contracts §4), declared once: the gateway documents and
// answers it with this schema, the shell and the remotes parse the answer with it.

export const locationSchema = z.object({ lat: z.number(), lng: z.number() });

export const deliveryTimeRangeSchema = z.object({ id: z.number(), label: z.string() });

export const shopSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  country_id: z.number(),
  catalog_id: z.number(),
  customer_type_id: z.number(),
  act_as_delivery_point: z.boolean(),
  community_leader_id: z.nullable(z.number()),
  /** The shop's auto-confirm value. */
  on_fulfillment_start: z.nullable(z.boolean()),
  /** Whether the minimum order value applies to the shop's products. */
  products_with_min_order_value: z.boolean(),
  location: locationSchema,
  address: z.string(),
  has_delivery: z.boolean(),
  max_delivery_distance_meters: z.number(),
  delivery_time_ranges: z.array(deliveryTimeRangeSchema),
  /** Next selectable dates, YYYY-MM-DD. */
  delivery_days: z.array(z.string()),
  community_leader: z.nullable(
    z.object({ community_leader_id: z.number(), name: z.string(), phone: z.string() }),
  ),
});

export type Shop = z.infer<typeof shopSchema>;
export type DeliveryTimeRange = z.infer<typeof deliveryTimeRangeSchema>;

/** The fields of a shop the bus carries to every remote (`shell:context-changed`). */
export type ShopContext = Pick<
  Shop,
  | 'slug'
  | 'id'
  | 'name'
  | 'country_id'
  | 'catalog_id'
  | 'customer_type_id'
  | 'act_as_delivery_point'
  | 'community_leader_id'
  | 'products_with_min_order_value'
  | 'on_fulfillment_start'
>;
