import { apiFetch } from '@barrio/shared/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderListSchema } from '@barrio/shared/contract';
import { orderKeys, type Order } from '../../../order/api/order-schema';

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersPage {
  orders: Order[];
  nextUuid: string | undefined;
}

export interface GetOrdersParams {
  customerId: number;
  /** The id of the last order already shown; empty for the first page. */
  lastUuid: string;
  pageSize: number;
  /** SPEC §7's confirmed filter: only confirmed orders. */
  status?: 'confirmed' | undefined;
}

export async function getOrders(
  { customerId, lastUuid, pageSize, status }: GetOrdersParams,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const body = await apiFetch<unknown>('/api/orders', {
    query: { customer_id: customerId, last_uuid: lastUuid, page_size: pageSize, status },
    signal,
  });
  const page = orderListSchema.parse(body);
  const last = page.orders[page.orders.length - 1]?.id;
  return { orders: page.orders, nextUuid: page.has_more ? (page.last_uuid ?? last) : undefined };
}

export function ordersQueryOptions(
  customerId: number,
  pageSize = ORDERS_PAGE_SIZE,
  status?: 'confirmed',
) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(customerId, pageSize, status),
    queryFn: ({ pageParam, signal }) =>
      getOrders({ customerId, lastUuid: pageParam, pageSize, status }, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage: OrdersPage) => lastPage.nextUuid,
  });
}

/** The customer's orders, newest first, a page at a time ("load more"). */
export function useOrders(
  customerId: number | null,
  pageSize = ORDERS_PAGE_SIZE,
  status?: 'confirmed',
) {
  return useInfiniteQuery({
    ...ordersQueryOptions(customerId ?? 0, pageSize, status),
    enabled: customerId !== null,
  });
}
