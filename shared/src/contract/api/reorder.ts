import { z } from '../../zod';

// `POST /api/order/{id}/reorder`, declared once: the gateway documents its answer with this
// schema and mf-orders parses the answer with it before putting the lines in the cart.

const named = { product_id: z.number(), name: z.string() };

export const reorderPlanSchema = z.object({
  order_id: z.string(),
  shop_slug: z.string(),
  lines: z.array(
    z.object({
      // The catalogue's product as sold today; the cart reads the fields it needs.
      product: z.looseObject({ id: z.number(), name: z.string(), price: z.number() }),
      quantity: z.number(),
    }),
  ),
  /** Past lines no longer sold. */
  unavailable: z.array(z.object(named)),
  /** Past lines that today's purchase limits cut down. */
  limited: z.array(z.object({ ...named, requested: z.number(), allowed: z.number() })),
});
export type ReorderPlan = z.infer<typeof reorderPlanSchema>;
