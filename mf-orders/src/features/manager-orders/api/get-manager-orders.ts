import { apiFetch } from '@barrio/shared/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { managerOrdersListSchema, type ManagerOrdersList } from '@barrio/shared/contract';
import { managerOrderKeys } from './get-manager-order';

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

/** A listed order: the owner's order view, lines with their notes to pick by. */
export type ManagerListOrder = ManagerOrdersList['orders'][number];
export type ManagerOrdersResponse = ManagerOrdersList;

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
  return managerOrdersListSchema.parse(body);
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
