import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { moneySchema, orderKeys } from '../../order-common/api/order-schema';

const pointSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
});

export const pickupPointOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.string(),
  /** The pickup day, YYYY-MM-DD. */
  delivery_date: z.string(),
  country_id: z.number(),
  shop_name: z.string(),
  pickup_point: pointSchema,
  customer: z.object({ name: z.string(), last_name: z.string(), phone: z.string() }),
  total: moneySchema,
  amount_due: moneySchema,
  payment_status: z.string(),
});
export type PickupPointOrder = z.infer<typeof pickupPointOrderSchema>;

export const pickupPointOrdersSchema = z.object({
  points: z.array(pointSchema),
  orders: z.array(pickupPointOrderSchema),
});
export type PickupPointOrders = z.infer<typeof pickupPointOrdersSchema>;

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
