import { z } from '../../zod';

// The 400 answer of placing or editing an order below the shop's minimum order value
// (SPEC §8), declared once: the gateway documents it and the checkout parses it.
export const minimumOrderErrorSchema = z.object({
  error: z.object({ code: z.literal('minimum_order_value'), message: z.string() }),
  minimum_order_value: z.object({ value: z.number() }),
  sum_of_line_totals: z.object({ value: z.number() }),
});
export type MinimumOrderError = z.infer<typeof minimumOrderErrorSchema>;
