import type { Order, PlacedOrder } from '../contract';

/** A complete order as read, as the gateway answers it; override only what a test is about. */
export function testOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '5f1c1c4e-8d7a-4c1e-9a52-0e7c1b1d2a3f',
    code: 'MX-1001',
    created_at: '2026-11-18T15:30:00.000Z',
    updated_at: '2026-11-18T15:30:00.000Z',
    status: 'pending',
    country_id: 2,
    customer_id: 7,
    shop_id: 21,
    shop_name: 'Abarrotes Demo',
    shop_slug: 'demo-mx',
    coupon_id: null,
    coupon_code: null,
    tier_id: null,
    payment_method_id: 1,
    payment_status: 'not_required',
    selected_delivery_date: { year: 2026, month: 11, day: 23 },
    delivery_time_range_id: null,
    sum_of_line_totals: { value: 75 },
    discount_value: { value: 0 },
    service_charge_value: { value: 0 },
    total: { value: 75 },
    wallet_debit: { value: 0 },
    amount_due: { value: 75 },
    refund_total: { value: 0 },
    delivery_address_main_line: null,
    pickup_point_shop_id: null,
    pickup_point: null,
    notes: null,
    acting_community_leader_id: null,
    cancel_reason: null,
    can_edit: true,
    lines: [
      {
        productid: 1,
        nombre: 'Arroz 1 kg',
        cantidad: 3,
        precio: 25,
        precio_sin_descuento: 25,
        subtotal: 75,
        items_with_discount: 0,
        items_without_discount: 3,
        categoria: null,
        notes: null,
        datos_producto: { id: 1, category_id: null, unit_of_measurement: { erp_name: 'unidad' } },
      },
    ],
    ...overrides,
  };
}

/** The order of a `POST /api/order` answer: the order plus its payment token. */
export function testPlacedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return { ...testOrder(), payment_token: 'pt_test_0123456789abcdefghij', ...overrides };
}
