import { z } from 'zod';
import { orderPayloadLineSchema } from '@barrio/shared/contract';

export const validateCouponSchema = z.strictObject({
  coupon_code: z.string().trim().min(1).max(40),
  shop_id: z.number().int().positive().max(2_147_483_647),
  lines: z.array(orderPayloadLineSchema).min(1).max(200),
  customer_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type ValidateCouponInput = z.output<typeof validateCouponSchema>;

const value = z.object({ value: z.number() });

export const couponValidationSchema = z.object({
  valid: z.literal(true),
  coupon: z.object({
    id: z.number(),
    code: z.string(),
    description: z.string(),
    discount_type: z.enum(['percent', 'amount']),
    discount_value: z.number(),
    min_purchase: z.number(),
  }),
  sum_of_line_totals: value,
  discount_value: value,
  total: value,
});
