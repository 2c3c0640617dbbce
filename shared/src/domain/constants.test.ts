import {
  CANCEL_REASONS,
  DEFAULT_MAX_DELIVERY_DISTANCE_M,
  DEFAULT_PAYMENT_METHOD_ID,
  FEATURE_FLAGS,
  NEARBY_SHOPS_RADIUS_M,
  ORDER_STATUSES,
  PICKUP_HOUR_LABEL,
  PUSH_TOKEN_REFRESH_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
  TIER_NOTICE_MS,
} from './constants';

describe('business constants', () => {
  it('match section 9', () => {
    expect(DEFAULT_PAYMENT_METHOD_ID).toBe(1);
    expect(NEARBY_SHOPS_RADIUS_M).toBe(10000);
    expect(DEFAULT_MAX_DELIVERY_DISTANCE_M).toBe(2000);
    expect(PICKUP_HOUR_LABEL).toBe('6pm');
    expect(TIER_NOTICE_MS).toBe(10000);
    expect(QUERY_GC_TIME_MS).toBe(300000);
    expect(QUERY_STALE_TIME_MS).toBe(30000);
    expect(QUERY_RETRY).toBe(1);
    expect(PUSH_TOKEN_REFRESH_MS).toBe(172800000);
  });

  it('list the cancellation reasons and order statuses', () => {
    expect(CANCEL_REASONS).toEqual(['customer_canceled', 'invalid_data', 'dropoff_closed_point']);
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'ready', 'delivered', 'canceled']);
  });

  it('name 32 distinct feature flags including the spec ones', () => {
    expect(FEATURE_FLAGS).toHaveLength(32);
    expect(new Set(FEATURE_FLAGS).size).toBe(32);
    for (const name of [
      'new_checkout',
      'decimal_quantities',
      'show_address_book',
      'manual_address',
      'support_widget',
      'home_toggle',
    ]) {
      expect(FEATURE_FLAGS).toContain(name);
    }
    for (const name of FEATURE_FLAGS) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });
});
