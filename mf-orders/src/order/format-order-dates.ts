import type { IntlShape } from 'react-intl';
import type { Order } from './api/order-schema';

/** The chosen delivery day is a calendar date, so it is shown in UTC to avoid a day's shift. */
export function formatDeliveryDate(
  intl: IntlShape,
  date: NonNullable<Order['selected_delivery_date']>,
): string {
  return intl.formatDate(Date.UTC(date.year, date.month - 1, date.day), {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
}

export function formatPlacedAt(intl: IntlShape, createdAt: string): string {
  return intl.formatDate(createdAt, { day: 'numeric', month: 'short', year: 'numeric' });
}
