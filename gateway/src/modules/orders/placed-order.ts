import { roundMoney } from '@barrio/shared/domain';
import type { ShopRecord } from '../shops/shop-repository';
import type { NewOrder, OrderLineRecord, OrderPickupPoint, OrderRecord } from './order-records';

/** A quantity as its numeric(12,3) column keeps it (half away from zero, as PostgreSQL rounds). */
function roundQuantity(value: number): number {
  const thousandths = Number((Math.abs(value) * 1000).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(thousandths)) / 1000;
  return rounded === 0 ? 0 : rounded;
}

function storedLine(line: OrderLineRecord): OrderLineRecord {
  return {
    ...line,
    quantity: roundQuantity(line.quantity),
    unit_price: roundMoney(line.unit_price),
    regular_unit_price: roundMoney(line.regular_unit_price),
    items_with_discount: roundQuantity(line.items_with_discount),
    items_without_discount: roundQuantity(line.items_without_discount),
    line_total: roundMoney(line.line_total),
    line_total_without_discount: roundMoney(line.line_total_without_discount),
  };
}

/**
 * The order its own transaction just wrote, as findOrder would read it back: built from what
 * was written instead of two more statements (the order and its lines) on the connection the
 * transaction holds. Numbers are rounded as their columns store them; what a new order cannot
 * have yet (refunds, delivery attempts, a cancel, delivery, readiness) is empty.
 */
export function placedOrderRecord(
  order: NewOrder,
  shop: Pick<ShopRecord, 'name' | 'slug'>,
  pickupPoint: OrderPickupPoint | null,
  lines: OrderLineRecord[],
): OrderRecord {
  return {
    id: order.id,
    code: order.code,
    customer_id: order.customer_id,
    shop_id: order.shop_id,
    shop_name: shop.name,
    shop_slug: shop.slug,
    country_id: order.country_id,
    status: order.status,
    payment_method_id: order.payment_method_id,
    payment_status: order.payment_status,
    coupon_id: order.coupon_id,
    coupon_code: order.coupon_code,
    tier_id: order.tier_id,
    delivery_address_id: order.delivery_address_id,
    delivery_address_main_line: order.delivery_address_main_line,
    delivery_date: order.delivery_date,
    delivery_time_range_id: order.delivery_time_range_id,
    notes: order.notes,
    acting_community_leader_id: order.acting_community_leader_id,
    sum_of_line_totals: roundMoney(order.sum_of_line_totals),
    discount_value: roundMoney(order.discount_value),
    service_charge_value: roundMoney(order.service_charge_value),
    total: roundMoney(order.total),
    wallet_debit: roundMoney(order.wallet_debit),
    refund_total: 0,
    delivery_code: order.delivery_code,
    delivery_code_attempts: 0,
    cancel_reason: null,
    delivered_at: null,
    created_at: order.created_at,
    updated_at: order.created_at,
    pickup_point_shop_id: pickupPoint?.id ?? null,
    pickup_point: pickupPoint,
    ready_at: null,
    customer_delivery_address: order.customer_delivery_address,
    lines: lines.map(storedLine),
  };
}
