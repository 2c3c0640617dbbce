import { z } from '../../zod';

// `GET /api/communityleader/{id}/pickup-point-orders`, declared once: the gateway documents its
// answer with these schemas, mf-orders' leader section parses it with them.

/** Orders still to be collected at a point: once delivered or canceled they leave the list. */
export const PICKUP_POINT_ORDER_STATUSES = ['pending', 'confirmed', 'ready'] as const;

export const pickupPointSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
});

const money = z.object({ value: z.number() });

export const pickupPointOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(PICKUP_POINT_ORDER_STATUSES),
  /** The pickup day, YYYY-MM-DD. */
  delivery_date: z.string(),
  country_id: z.number(),
  shop_name: z.string(),
  shop_slug: z.string(),
  pickup_point: pickupPointSchema,
  customer: z.object({ name: z.string(), last_name: z.string(), phone: z.string() }),
  total: money,
  amount_due: money,
  payment_status: z.string(),
});
export type PickupPointOrder = z.infer<typeof pickupPointOrderSchema>;

export const pickupPointOrdersSchema = z.object({
  /** The pickup points this leader runs. */
  points: z.array(pickupPointSchema),
  /** Orders to be collected there, earliest pickup day first. */
  orders: z.array(pickupPointOrderSchema),
});
export type PickupPointOrders = z.infer<typeof pickupPointOrdersSchema>;
