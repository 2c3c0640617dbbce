import { z } from 'zod';

const named = { product_id: z.number(), name: z.string() };

export const reorderPlanSchema = z.object({
  order_id: z.string(),
  shop_slug: z.string(),
  lines: z.array(
    z.object({
      product: z.looseObject({ id: z.number(), name: z.string(), price: z.number() }),
      quantity: z.number(),
    }),
  ),
  unavailable: z.array(z.object(named)),
  limited: z.array(z.object({ ...named, requested: z.number(), allowed: z.number() })),
});
