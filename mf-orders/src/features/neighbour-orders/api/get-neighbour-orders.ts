import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { neighbourOrdersSchema, type NeighbourOrder } from '@barrio/shared/contract';
import { orderKeys } from '../../../order/api/order-schema';

export type { NeighbourOrder };

export function neighbourOrdersQueryOptions(leaderId: number) {
  return queryOptions({
    // Under the order lists: placing, editing or cancelling an order refreshes this too.
    queryKey: [...orderKeys.lists(), 'neighbours', leaderId] as const,
    queryFn: async ({ signal }) =>
      neighbourOrdersSchema.parse(
        await apiFetch<unknown>(`/api/communityleader/${leaderId}/orders`, { signal }),
      ).orders,
  });
}

/** `GET /api/communityleader/{id}/orders`: what the leader placed for their neighbours. */
export function useNeighbourOrders(leaderId: number) {
  return useQuery(neighbourOrdersQueryOptions(leaderId));
}

export interface PickupDayGroup {
  day: string;
  neighbours: { name: string; customerId: number; orders: NeighbourOrder[] }[];
  total: number;
}

/** Pickup day first (what the leader coordinates at their point), then each neighbour. */
export function groupByPickupDay(orders: readonly NeighbourOrder[]): PickupDayGroup[] {
  const days = new Map<string, PickupDayGroup>();
  for (const order of orders) {
    let day = days.get(order.delivery_date);
    if (!day) {
      day = { day: order.delivery_date, neighbours: [], total: 0 };
      days.set(order.delivery_date, day);
    }
    let neighbour = day.neighbours.find((n) => n.customerId === order.neighbour.customer_id);
    if (!neighbour) {
      neighbour = {
        customerId: order.neighbour.customer_id,
        name: `${order.neighbour.name} ${order.neighbour.last_name}`.trim(),
        orders: [],
      };
      day.neighbours.push(neighbour);
    }
    neighbour.orders.push(order);
    if (order.status !== 'canceled') day.total += order.total.value;
  }
  return [...days.values()];
}
