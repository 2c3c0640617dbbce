import { z } from 'zod';
import { orderResponseSchema } from '../orders/order-schema';
import { paymentViewSchema } from '../payments/payment-schema';

const shopSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/);

export const managerShopParams = z.strictObject({ shop_slug: shopSlug });
export const managerOrderParams = z.strictObject({ shop_slug: shopSlug, order_id: z.uuid() });

/**
 * How the owner hands an order over: with the customer's code where the country uses one,
 * otherwise with one deliberate `confirm: true`. `allow_unpaid` is the explicit override for
 * an online-paid order whose payment has not gone through.
 */
export const deliverSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'The code is 4 digits.')
    .optional(),
  confirm: z.literal(true).optional(),
  allow_unpaid: z.boolean().optional(),
});
export type DeliverInput = z.output<typeof deliverSchema>;

export const MANAGER_FILTERS = [
  'all',
  'to_prepare',
  'ready',
  'delivered',
  'canceled',
  'unpaid',
] as const;
export type ManagerFilter = (typeof MANAGER_FILTERS)[number];

export const managerListQuery = z.strictObject({
  /** A delivery day, YYYY-MM-DD, or `today`. */
  date: z
    .union([z.literal('today'), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.')])
    .optional(),
  status: z.enum(MANAGER_FILTERS).default('all'),
});

const contactSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
});

export const managerOrderSchema = orderResponseSchema.extend({
  customer: contactSchema,
  delivered_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  delivery_code_required: z.boolean(),
  delivery_code_attempts_left: z.number(),
  delivery_date: z.string(),
  delivery_time_range: z
    .object({ label: z.string(), start_hour: z.number(), end_hour: z.number() })
    .nullable(),
  delivery_address: z
    .object({
      main_line: z.string().nullable(),
      details: z.string().nullable(),
      label: z.string().nullable(),
    })
    .nullable(),
  pickup_point: z
    .object({ id: z.number(), slug: z.string(), name: z.string(), address: z.string() })
    .nullable(),
  payment: paymentViewSchema,
  needs_payment_override: z.boolean(),
});

export const managerOrderResponseSchema = z.object({ order: managerOrderSchema });

export const managerListResponseSchema = z.object({
  orders: z.array(managerOrderSchema),
  /** What to pick for the listed open orders, summed per product. */
  pick_list: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
      orders: z.number(),
    }),
  ),
});
