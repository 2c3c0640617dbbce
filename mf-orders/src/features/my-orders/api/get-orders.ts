import { apiFetch } from '@barrio/shared/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderListSchema } from '@barrio/shared/contract';
import { orderKeys, type Order } from '../../order-common/api/order-schema';

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
}

export async function getOrders(
  { customerId, lastUuid, pageSize }: GetOrdersParams,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const body = await apiFetch<unknown>('/api/orders', {
    query: { customer_id: customerId, last_uuid: lastUuid, page_size: pageSize },
    signal,
  });
  const page = orderListSchema.parse(body);
  const last = page.orders[page.orders.length - 1]?.id;
  return { orders: page.orders, nextUuid: page.has_more ? (page.last_uuid ?? last) : undefined };
}

export function ordersQueryOptions(customerId: number, pageSize = ORDERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(customerId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getOrders({ customerId, lastUuid: pageParam, pageSize }, signal),
    initialPageParam: '',
    getNextPageParam: (lastPage: OrdersPage) => lastPage.nextUuid,
  });
}

/** The customer's orders, newest first, a page at a time ("load more"). */
export function useOrders(customerId: number | null, pageSize = ORDERS_PAGE_SIZE) {
  return useInfiniteQuery({
    ...ordersQueryOptions(customerId ?? 0, pageSize),
    enabled: customerId !== null,
  });
}
