import { z } from 'zod';
import { orderResponseSchema } from '../orders/order-schema';

export const managerOrderParams = z.strictObject({
  shop_slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/),
  order_id: z.uuid(),
});

export const deliverSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'The code is 4 digits.'),
});

export const managerOrderResponseSchema = z.object({
  order: orderResponseSchema.extend({
    customer: z.object({ name: z.string(), last_name: z.string(), phone: z.string() }),
    delivered_at: z.string().nullable(),
    delivery_code_attempts_left: z.number(),
  }),
});
