/** Orders before this instant do not count as a recent order (13 September 2024, UTC). */
export const RECENT_ORDER_CUTOFF = new Date(Date.UTC(2024, 8, 13));

export interface DatedOrder {
  status: string;
  created_at: string | Date;
}

const time = (order: DatedOrder) => new Date(order.created_at).getTime();

/** The customer's latest order that is not canceled, or null. */
export function latestActiveOrder<T extends DatedOrder>(orders: readonly T[]): T | null {
  let latest: T | null = null;
  for (const order of orders) {
    if (order.status === 'canceled' || Number.isNaN(time(order))) continue;
    if (latest === null || time(order) > time(latest)) latest = order;
  }
  return latest;
}

/** Whether the latest non-canceled order was created after 13 September 2024. */
export function hasActiveOrderSinceCutoff(
  orders: readonly DatedOrder[],
  cutoff: Date = RECENT_ORDER_CUTOFF,
): boolean {
  const latest = latestActiveOrder(orders);
  return latest !== null && time(latest) > cutoff.getTime();
}
