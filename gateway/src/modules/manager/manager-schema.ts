import { z } from 'zod';

// The manager's order as read is the API contract's (@barrio/shared/contract).

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
