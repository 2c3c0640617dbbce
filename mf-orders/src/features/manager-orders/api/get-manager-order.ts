import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { managerOrderEnvelopeSchema, type ManagerOrder } from '@barrio/shared/contract';

export type { ManagerOrder };

export const managerOrderKeys = {
  /** Everything the manager site holds for one shop: its orders list and each order. */
  shop: (shopSlug: string) => ['orders', 'manager', shopSlug] as const,
  detail: (shopSlug: string, orderId: string) => ['orders', 'manager', shopSlug, orderId] as const,
};

export function managerOrderPath(shopSlug: string, orderId: string): string {
  return `/api/manager/${encodeURIComponent(shopSlug)}/orders/${encodeURIComponent(orderId)}`;
}

export async function getManagerOrder(
  shopSlug: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<ManagerOrder> {
  const body = await apiFetch<unknown>(managerOrderPath(shopSlug, orderId), { signal });
  return managerOrderEnvelopeSchema.parse(body).order;
}

export function managerOrderQueryOptions(shopSlug: string, orderId: string) {
  return queryOptions({
    queryKey: managerOrderKeys.detail(shopSlug, orderId),
    queryFn: ({ signal }) => getManagerOrder(shopSlug, orderId, signal),
  });
}

/** The shop owner's view of one order, reached from the order message. */
export function useManagerOrder(shopSlug: string, orderId: string) {
  return useQuery(managerOrderQueryOptions(shopSlug, orderId));
}
