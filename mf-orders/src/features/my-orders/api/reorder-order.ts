import { apiFetch } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { useMutation } from '@tanstack/react-query';
import { reorderPlanSchema, type ReorderPlan } from '@barrio/shared/contract';

export type { ReorderPlan };

/** `POST /api/order/{id}/reorder`: the past order's lines at today's prices and limits. */
export async function getReorderPlan(orderId: string): Promise<ReorderPlan> {
  return reorderPlanSchema.parse(
    await apiFetch<unknown>(`/api/order/${encodeURIComponent(orderId)}/reorder`, {
      method: 'POST',
    }),
  );
}

/**
 * Puts the plan's lines in the cart through the cart team's intent, by product id: the cart
 * reads each product from the catalogue of the order's shop, then prices and caps it.
 */
export function useReorder() {
  return useMutation({
    mutationFn: getReorderPlan,
    onSuccess: (plan) => {
      for (const line of plan.lines) {
        bus.publish('cart:add-requested', {
          productId: line.product.id,
          quantity: line.quantity,
          shopSlug: plan.shop_slug,
        });
      }
    },
  });
}
