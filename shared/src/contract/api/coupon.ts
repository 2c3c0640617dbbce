import { z } from '../../zod';

// `POST /api/coupons/validate`'s answer when the coupon applies (SPEC §8), declared once: the
// gateway documents it with this schema and the checkout parses it. Its 400 answer is the
// order's `couponErrorSchema`.

const moneySchema = z.object({ value: z.number() });

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
  sum_of_line_totals: moneySchema,
  discount_value: moneySchema,
  total: moneySchema,
});
export type CouponValidation = z.infer<typeof couponValidationSchema>;
