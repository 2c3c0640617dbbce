import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderEnvelopeSchema } from '@barrio/shared/contract';
import { orderKeys, type Order } from '../../../order/api/order-schema';

export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const body = await apiFetch<unknown>(`/api/order/${encodeURIComponent(orderId)}`, { signal });
  return orderEnvelopeSchema.parse(body).order;
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
