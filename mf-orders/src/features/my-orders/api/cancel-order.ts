import { apiFetch } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import type { CancelReason } from '@barrio/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderEnvelopeSchema } from '@barrio/shared/contract';
import { orderKeys, type Order } from '../../../order/api/order-schema';

export type { CancelReason };

export interface CancelOrderInput {
  orderId: string;
  reason: CancelReason;
}

/** The answer is the canceled order. */
export async function cancelOrder({ orderId, reason }: CancelOrderInput): Promise<Order> {
  const body = await apiFetch<unknown>(`/api/order/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    body: { reason },
  });
  return orderEnvelopeSchema.parse(body).order;
}

/** Cancels an order: its detail becomes the answer and every list that shows it is refetched. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      // The wallet's balance may have moved (a refund, the difference of an edit).
      bus.publish('orders:changed', { orderId: order.id, change: 'canceled' });
      return queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
