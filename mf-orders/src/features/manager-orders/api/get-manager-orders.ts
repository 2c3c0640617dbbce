import { apiFetch } from '@barrio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { numericSchema, orderLineSchema } from '../../order-common/api/order-schema';
import { managerOrderKeys, managerOrderSchema } from '../../manager-order/api/get-manager-order';

/** The list's status filters, as `GET /api/manager/{shop}/orders?status=` names them. */
export const MANAGER_STATUS_FILTERS = [
  'to_prepare',
  'ready',
  'delivered',
  'canceled',
  'unpaid',
  'all',
] as const;
export type ManagerStatusFilter = (typeof MANAGER_STATUS_FILTERS)[number];

export interface ManagerOrdersFilter {
  /** `today`, a delivery day (YYYY-MM-DD) or null for every day. */
  date: string | null;
  status: ManagerStatusFilter;
}

/** A listed order: the owner's order view, with each line's note to pick by. */
export const managerListOrderSchema = managerOrderSchema.extend({
  ready_at: z.string().nullable().optional(),
  lines: z.array(orderLineSchema.extend({ notes: z.string().nullable().optional() })),
});
export type ManagerListOrder = z.infer<typeof managerListOrderSchema>;

export const managerOrdersResponseSchema = z.object({
  orders: z.array(managerListOrderSchema),
  /** The open orders' lines summed per product. */
  pick_list: z.array(
    z.object({
      product_id: z.number(),
      name: z.string(),
      quantity: numericSchema,
      unit: z.string(),
      orders: z.number(),
    }),
  ),
});
export type ManagerOrdersResponse = z.infer<typeof managerOrdersResponseSchema>;

export const managerOrdersKeys = {
  /** Under the manager prefix, so that a change to one order refreshes the list as well. */
  list: (shopSlug: string, filter: ManagerOrdersFilter) =>
    [...managerOrderKeys.shop(shopSlug), 'list', filter.date, filter.status] as const,
};

export async function getManagerOrders(
  shopSlug: string,
  filter: ManagerOrdersFilter,
  signal?: AbortSignal,
): Promise<ManagerOrdersResponse> {
  const body = await apiFetch<unknown>(`/api/manager/${encodeURIComponent(shopSlug)}/orders`, {
    signal,
    query: { status: filter.status, ...(filter.date ? { date: filter.date } : {}) },
  });
  return managerOrdersResponseSchema.parse(body);
}

export function managerOrdersQueryOptions(shopSlug: string, filter: ManagerOrdersFilter) {
  return queryOptions({
    queryKey: managerOrdersKeys.list(shopSlug, filter),
    queryFn: ({ signal }) => getManagerOrders(shopSlug, filter, signal),
    // A new filter keeps the previous list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** The shop's orders for the owner (or support), by delivery day and status. */
export function useManagerOrders(shopSlug: string, filter: ManagerOrdersFilter) {
  return useQuery(managerOrdersQueryOptions(shopSlug, filter));
}
