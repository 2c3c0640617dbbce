import { testOrder } from '@barrio/shared/testing';

let sequence = 0;

/** An order as the gateway answers it: the contract's test order with two lines of this shop. */
export function makeOrder(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    ...testOrder({
      id: `0f8c1e2a-1b2c-4d3e-8f4a-${n}`,
      code: `MX-${1000 + sequence}`,
      status: 'confirmed',
      shop_name: 'Abarrotes Doña Lupe',
      selected_delivery_date: { day: 20, month: 11, year: 2026 },
      sum_of_line_totals: { value: 1250 },
      total: { value: 1250 },
      amount_due: { value: 1250 },
      delivery_address_main_line: 'Av. Insurgentes Sur 1234',
    }),
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
        notes: null as string | null,
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
        notes: null as string | null,
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
