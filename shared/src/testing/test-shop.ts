import type { Shop } from '../contract';

/** A complete `GET /api/shops/{slug}` answer for tests; override only what a test is about. */
export function testShop(overrides: Partial<Shop> = {}): Shop {
  return {
    id: 21,
    slug: 'demo-mx',
    name: 'Abarrotes Demo',
    country_id: 2,
    catalog_id: 7,
    customer_type_id: 1,
    act_as_delivery_point: false,
    community_leader_id: null,
    on_fulfillment_start: false,
    products_with_min_order_value: false,
    location: { lat: 19.43, lng: -99.13 },
    address: 'Av. Reforma 100',
    has_delivery: true,
    max_delivery_distance_meters: 2000,
    delivery_time_ranges: [{ id: 1, label: '9:00 - 13:00' }],
    delivery_days: ['2026-11-23', '2026-11-24'],
    community_leader: null,
    ...overrides,
  };
}
