import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pickupPointOrdersSchema,
  type PickupPointOrder,
  type PickupPointOrders,
} from '@barrio/shared/contract';
import { orderKeys } from '../../../order/api/order-schema';

export type { PickupPointOrder, PickupPointOrders };

export function pickupPointOrdersQueryOptions(leaderId: number) {
  return queryOptions({
    // Under the order lists: a change to an order refreshes this as well.
    queryKey: [...orderKeys.lists(), 'pickup-point', leaderId] as const,
    queryFn: async ({ signal }) =>
      pickupPointOrdersSchema.parse(
        await apiFetch<unknown>(`/api/communityleader/${leaderId}/pickup-point-orders`, {
          signal,
        }),
      ),
  });
}

/** `GET /api/communityleader/{id}/pickup-point-orders`: orders to collect at the leader's points. */
export function usePickupPointOrders(leaderId: number) {
  return useQuery(pickupPointOrdersQueryOptions(leaderId));
}

export interface PickupDay {
  day: string;
  orders: PickupPointOrder[];
}

/** The orders by pickup day, in the order the gateway sends them (earliest day first). */
export function groupByPickupDay(orders: readonly PickupPointOrder[]): PickupDay[] {
  const days = new Map<string, PickupDay>();
  for (const order of orders) {
    const day = days.get(order.delivery_date) ?? { day: order.delivery_date, orders: [] };
    day.orders.push(order);
    days.set(order.delivery_date, day);
  }
  return [...days.values()];
}
