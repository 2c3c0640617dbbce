let sequence = 0;

/** An order as the gateway answers it (gateway/src/modules/orders/order-view.ts). */
export function makeOrder(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `0f8c1e2a-1b2c-4d3e-8f4a-${n}`,
    code: `MX-${1000 + sequence}`,
    created_at: '2026-11-18T15:30:00.000Z',
    updated_at: '2026-11-18T15:30:00.000Z',
    status: 'confirmed',
    country_id: 2,
    customer_id: 7,
    shop_id: 21,
    shop_name: 'Abarrotes Doña Lupe',
    shop_slug: 'demo-mx',
    coupon_id: null,
    coupon_code: null,
    tier_id: null,
    payment_method_id: 1,
    payment_status: 'not_required',
    selected_delivery_date: { day: 20, month: 11, year: 2026 },
    delivery_time_range_id: null,
    sum_of_line_totals: { value: 1250 },
    discount_value: { value: 0 },
    service_charge_value: { value: 0 },
    total: { value: 1250 },
    wallet_debit: { value: 0 },
    amount_due: { value: 1250 },
    refund_total: { value: 0 },
    delivery_address_main_line: 'Av. Insurgentes Sur 1234',
    pickup_point_shop_id: null,
    pickup_point: null,
    notes: null,
    acting_community_leader_id: null,
    cancel_reason: null,
    can_edit: true,
    lines: [
      {
        productid: 101,
        nombre: 'Frijol negro 1 kg',
        cantidad: 2,
        precio: 45,
        precio_sin_descuento: 45,
        subtotal: 90,
        items_with_discount: 0,
        items_without_discount: 2,
        categoria: 'Abarrotes',
        notes: null,
        datos_producto: { id: 101, category_id: 3, unit_of_measurement: { erp_name: 'unidad' } },
      },
      {
        productid: 102,
        nombre: 'Aceite vegetal 900 ml',
        cantidad: 1,
        precio: 38.5,
        precio_sin_descuento: 38.5,
        subtotal: 38.5,
        items_with_discount: 0,
        items_without_discount: 1,
        categoria: 'Abarrotes',
        notes: null,
        datos_producto: { id: 102, category_id: 3, unit_of_measurement: { erp_name: 'unidad' } },
      },
    ],
    ...overrides,
  };
}

export function makeOrders(count: number, overrides: Record<string, unknown> = {}) {
  return Array.from({ length: count }, () => makeOrder(overrides));
}

/** The shop owner's view of an order (gateway/src/modules/manager/manager-service.ts). */
export function makeManagerOrder(overrides: Record<string, unknown> = {}) {
  const order = makeOrder();
  return {
    ...order,
    customer: { name: 'Lucía', last_name: 'Hernández', phone: '+525555550001' },
    delivered_at: null,
    ready_at: null,
    delivery_code_required: true,
    delivery_code_attempts_left: 5,
    delivery_date: '2026-11-20',
    delivery_time_range: null,
    delivery_address: { main_line: 'Av. Insurgentes Sur 1234', details: null, label: null },
    payment: {
      order_id: order.id,
      payment_method_id: 1,
      payment_status: 'not_required',
      amount_due: { value: 1250 },
      state: null,
      link: null,
      instructions: null,
      can_retry: false,
      switch_to: [],
    },
    needs_payment_override: false,
    ...overrides,
  };
}
