import { apiFetch } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import type { CatalogProduct } from '@barrio/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

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
  unavailable: z.array(z.object(named)),
  limited: z.array(z.object({ ...named, requested: z.number(), allowed: z.number() })),
});
export type ReorderPlan = z.infer<typeof reorderPlanSchema>;

/** `POST /api/order/{id}/reorder`: the past order's lines at today's prices and limits. */
export async function getReorderPlan(orderId: string): Promise<ReorderPlan> {
  return reorderPlanSchema.parse(
    await apiFetch<unknown>(`/api/order/${encodeURIComponent(orderId)}/reorder`, {
      method: 'POST',
    }),
  );
}

/** Puts the plan's lines in the cart through the cart team's intent; they price and cap them. */
export function useReorder() {
  return useMutation({
    mutationFn: getReorderPlan,
    onSuccess: (plan) => {
      for (const line of plan.lines) {
        bus.publish('cart:add-requested', {
          product: line.product as unknown as CatalogProduct,
          quantity: line.quantity,
        });
      }
    },
  });
}
