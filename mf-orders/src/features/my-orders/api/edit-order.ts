import { apiFetch } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderEnvelopeSchema, type EditOrderPayload } from '@barrio/shared/contract';
import { orderKeys, type Order } from '../../../order/api/order-schema';

/** DESIGN.md: PATCH /api/order/{id} `{ action, lines }`, one action per call. */
export type EditOrderInput = { orderId: string } & EditOrderPayload;

/** The answer is the re-priced order. */
export async function editOrder({ orderId, ...edit }: EditOrderInput): Promise<Order> {
  const body = await apiFetch<unknown>(`/api/order/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: edit,
  });
  return orderEnvelopeSchema.parse(body).order;
}

/** Edits an order: its detail becomes the re-priced answer and the lists are refetched. */
export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      // The wallet's balance may have moved (a refund, the difference of an edit).
      bus.publish('orders:changed', { orderId: order.id, change: 'edited' });
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
