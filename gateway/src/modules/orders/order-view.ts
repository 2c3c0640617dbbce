import { parseDeliveryDate, roundMoney } from '@barrio/shared/domain';
import type { Order } from '@barrio/shared/contract';
import type { OrderRecord } from './order-records';

const EDITABLE_STATUSES = new Set(['pending', 'confirmed']);

/** The calendar day (UTC) of an instant, as 'YYYY-MM-DD'. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** An order can change while pending or confirmed and its delivery day has not passed. */
export function isEditable(
  order: Pick<OrderRecord, 'status' | 'delivery_date'>,
  now: Date,
): boolean {
  return EDITABLE_STATUSES.has(order.status) && order.delivery_date >= dayOf(now);
}

/**
 * The order as the storefront reads it (SPEC §3 "Order (as read)"), typed against the shared
 * contract: a field that drifts from it fails the build.
 */
export function toOrderResponse(order: OrderRecord, now: Date): Order {
  const date = parseDeliveryDate(order.delivery_date) ?? { year: 0, month: 0, day: 0 };
  return {
    id: order.id,
    code: order.code,
    created_at: new Date(order.created_at).toISOString(),
    updated_at: new Date(order.updated_at).toISOString(),
    status: order.status,
    country_id: order.country_id,
    customer_id: order.customer_id,
    shop_id: order.shop_id,
    shop_name: order.shop_name,
    shop_slug: order.shop_slug,
    coupon_id: order.coupon_id,
    coupon_code: order.coupon_code,
    tier_id: order.tier_id,
    payment_method_id: order.payment_method_id,
    payment_status: order.payment_status,
    selected_delivery_date: { day: date.day, month: date.month, year: date.year },
    delivery_time_range_id: order.delivery_time_range_id,
    sum_of_line_totals: { value: order.sum_of_line_totals },
    discount_value: { value: order.discount_value },
    service_charge_value: { value: order.service_charge_value },
    total: { value: order.total },
    wallet_debit: { value: order.wallet_debit },
    amount_due: { value: roundMoney(order.total - order.wallet_debit) },
    refund_total: { value: order.refund_total },
    delivery_address_main_line: order.delivery_address_main_line,
    pickup_point_shop_id: order.pickup_point_shop_id,
    pickup_point: order.pickup_point,
    notes: order.notes,
    acting_community_leader_id: order.acting_community_leader_id,
    cancel_reason: order.cancel_reason,
    can_edit: isEditable(order, now),
    lines: order.lines.map((line) => ({
      productid: line.product_id,
      nombre: line.name,
      cantidad: line.quantity,
      precio: line.unit_price,
      precio_sin_descuento: line.regular_unit_price,
      subtotal: line.line_total,
      items_with_discount: line.items_with_discount,
      items_without_discount: line.items_without_discount,
      categoria: line.category_name,
      notes: line.notes,
      datos_producto: {
        ...line.product,
        id: line.product_id,
        category_id: line.category_id,
        unit_of_measurement: { erp_name: line.unit_erp_name },
      },
    })),
  };
}

export type OrderResponse = Order;
