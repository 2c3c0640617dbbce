/** SPEC §9: the analytics events the storefront sends. */
export const ANALYTICS_EVENTS = [
  'address_autocompleted',
  'wallet_switch',
  'begin_checkout',
  'add_payment_info',
  'coupon_entry_started',
  'coupon_validated',
  'coupon_rejected',
  'coupon_removed',
  'purchase',
  'order_not_sent',
  'userData',
  // Beyond §9, for the owner's funnel and search report: an add to the cart, and a search with
  // its number of results (zero: a search with no results).
  'add_to_cart',
  'search',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsPayload = Record<string, unknown>;

export function isAnalyticsEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === 'string' && (ANALYTICS_EVENTS as readonly string[]).includes(value);
}
