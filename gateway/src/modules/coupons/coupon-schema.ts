import { z } from 'zod';
import { orderPayloadLineSchema } from '@barrio/shared/contract';

export const validateCouponSchema = z.strictObject({
  coupon_code: z.string().trim().min(1).max(40),
  shop_id: z.number().int().positive().max(2_147_483_647),
  lines: z.array(orderPayloadLineSchema).min(1).max(200),
  customer_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type ValidateCouponInput = z.output<typeof validateCouponSchema>;
