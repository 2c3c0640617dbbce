import { apiFetch } from '@barrio/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { managerOrderKeys, managerOrderPath } from './get-manager-order';

const deliveredOrderSchema = z.object({ id: z.string(), status: z.string() });

/** The delivered order, as `{ order }` or bare. */
export const deliverOrderResponseSchema = z.union([
  z.object({ order: deliveredOrderSchema }).transform((body) => body.order),
  deliveredOrderSchema,
]);

export type DeliverOrderResponse = z.infer<typeof deliverOrderResponseSchema>;

export interface DeliverOrderInput {
  shopSlug: string;
  orderId: string;
  code: string;
}

export async function deliverOrder({
  shopSlug,
  orderId,
  code,
}: DeliverOrderInput): Promise<DeliverOrderResponse> {
  const body = await apiFetch<unknown>(`${managerOrderPath(shopSlug, orderId)}/deliver`, {
    method: 'POST',
    body: { code },
  });
  return deliverOrderResponseSchema.parse(body);
}

/** The owner confirms the hand-over with the customer's code; the order then reads delivered. */
export function useDeliverOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deliverOrder,
    onSuccess: (_answer, { shopSlug, orderId }) =>
      queryClient.invalidateQueries({ queryKey: managerOrderKeys.detail(shopSlug, orderId) }),
  });
}
