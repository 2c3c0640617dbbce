import { z } from '../../zod';
import { orderSchema } from './order';
import { paymentViewSchema } from './payment';

// The shop owner's view of an order (`GET /api/manager/{shop_slug}/orders/{order_id}` and the
// handover answers), declared once: the gateway documents it, mf-orders' manager page parses it.

const contactSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});

export const managerOrderSchema = z.extend(orderSchema, {
  customer: contactSchema,
  delivered_at: z.nullable(z.string()),
  ready_at: z.nullable(z.string()),
  /** Whether the country hands over against the customer's code (else one confirmation). */
  delivery_code_required: z.boolean(),
  delivery_code_attempts_left: z.number(),
  delivery_date: z.string(),
  delivery_time_range: z.nullable(
    z.object({ label: z.string(), start_hour: z.number(), end_hour: z.number() }),
  ),
  delivery_address: z.nullable(
    z.object({
      main_line: z.nullable(z.string()),
      details: z.nullable(z.string()),
      label: z.nullable(z.string()),
    }),
  ),
  payment: paymentViewSchema,
  needs_payment_override: z.boolean(),
});
export type ManagerOrder = z.infer<typeof managerOrderSchema>;

export const managerOrderEnvelopeSchema = z.object({ order: managerOrderSchema });

/** `GET /api/manager/{shop_slug}/orders`: the shop's orders and what to pick for the open ones. */
export const managerOrdersListSchema = z.object({
  orders: z.array(managerOrderSchema),
  /** What to pick for the listed open orders, summed per product. */
  pick_list: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      /** How much one unit holds (200 for 'por 200 gr'); null when it holds one. */
      scale: z.nullable(z.number()),
      orders: z.number(),
    }),
  ),
});
export type ManagerOrdersList = z.infer<typeof managerOrdersListSchema>;
