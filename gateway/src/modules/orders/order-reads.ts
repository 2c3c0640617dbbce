import { sql } from 'kysely';
import { PAYMENT_METHOD } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import type { OrderStatusValue } from '../../db/schema/commerce';
import type { OrderLineRecord, OrderRecord } from './order-records';

function toLine(row: {
  product_id: number;
  name: string;
  quantity: string;
  unit_price: string;
  regular_unit_price: string;
  items_with_discount: string;
  items_without_discount: string;
  line_total: string;
  line_total_without_discount: string;
  category_id: number | null;
  category_name: string | null;
  unit_erp_name: string;
  notes: string | null;
  product: Record<string, unknown>;
}): OrderLineRecord {
  return {
    ...row,
    quantity: Number(row.quantity),
    unit_price: Number(row.unit_price),
    regular_unit_price: Number(row.regular_unit_price),
    items_with_discount: Number(row.items_with_discount),
    items_without_discount: Number(row.items_without_discount),
    line_total: Number(row.line_total),
    line_total_without_discount: Number(row.line_total_without_discount),
  };
}

// The pickup point is joined into the order's own statement: no extra query per order.
function orderQuery(db: DbOrTx) {
  return db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .leftJoin('shops as point', 'point.id', 'orders.pickup_point_shop_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.customer_id',
      'orders.shop_id',
      'shops.name as shop_name',
      'shops.slug as shop_slug',
      'orders.country_id',
      'orders.status',
      'orders.payment_method_id',
      'orders.payment_status',
      'orders.coupon_id',
      'orders.coupon_code',
      'orders.tier_id',
      'orders.delivery_address_id',
      'orders.delivery_address_main_line',
      'orders.delivery_date',
      'orders.delivery_time_range_id',
      'orders.notes',
      'orders.acting_community_leader_id',
      'orders.sum_of_line_totals',
      'orders.discount_value',
      'orders.service_charge_value',
      'orders.total',
      'orders.wallet_debit',
      'orders.delivery_code',
      'orders.delivery_code_attempts',
      'orders.cancel_reason',
      'orders.delivered_at',
      'orders.created_at',
      'orders.updated_at',
      'orders.pickup_point_shop_id',
      'point.slug as pickup_point_slug',
      'point.name as pickup_point_name',
      'point.address as pickup_point_address',
      'orders.ready_at',
      'orders.customer_delivery_address',
      // Refunds are wallet movements of the order: summed where they are written, never stored twice.
      sql<string>`coalesce((select sum(m.amount) from wallet_movements m where m.order_id = orders.id and m.kind = 'refund'), 0)`.as(
        'refund_total',
      ),
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderQuery>['executeTakeFirstOrThrow']>>;

async function withLines(db: DbOrTx, rows: OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('order_lines')
    .select([
      'order_id',
      'product_id',
      'name',
      'quantity',
      'unit_price',
      'regular_unit_price',
      'items_with_discount',
      'items_without_discount',
      'line_total',
      'line_total_without_discount',
      'category_id',
      'category_name',
      'unit_erp_name',
      'notes',
      'product',
    ])
    .where(
      'order_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('id')
    .execute();
  const byOrder = new Map<string, OrderLineRecord[]>();
  for (const { order_id, ...line } of lines) {
    const list = byOrder.get(order_id) ?? [];
    list.push(toLine(line));
    byOrder.set(order_id, list);
  }
  return rows.map(({ pickup_point_slug, pickup_point_name, pickup_point_address, ...row }) => ({
    ...row,
    pickup_point:
      row.pickup_point_shop_id !== null && pickup_point_slug !== null
        ? {
            id: row.pickup_point_shop_id,
            slug: pickup_point_slug,
            name: pickup_point_name ?? '',
            address: pickup_point_address ?? '',
          }
        : null,
    sum_of_line_totals: Number(row.sum_of_line_totals),
    discount_value: Number(row.discount_value),
    service_charge_value: Number(row.service_charge_value),
    total: Number(row.total),
    wallet_debit: Number(row.wallet_debit),
    refund_total: Number(row.refund_total),
    lines: byOrder.get(row.id) ?? [],
  }));
}

export async function findOrder(
  db: DbOrTx,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord | undefined> {
  let query = orderQuery(db).where('orders.id', '=', id);
  if (options.lock) query = query.forUpdate('orders');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const [order] = await withLines(db, [row]);
  return order;
}

/** A shop's orders matching `filter`, oldest delivery first, with their lines (the manager site). */
export async function listShopOrders(
  db: DbOrTx,
  shopId: number,
  filter: {
    deliveryDate?: string | undefined;
    statuses?: readonly OrderStatusValue[] | undefined;
    unpaidOnline?: boolean | undefined;
  },
  limit: number,
): Promise<OrderRecord[]> {
  let query = orderQuery(db)
    .where('orders.shop_id', '=', shopId)
    .orderBy('orders.delivery_date', 'asc')
    .orderBy('orders.created_at', 'asc')
    .limit(limit);
  if (filter.deliveryDate) query = query.where('orders.delivery_date', '=', filter.deliveryDate);
  if (filter.statuses) query = query.where('orders.status', 'in', [...filter.statuses]);
  if (filter.unpaidOnline) {
    query = query
      .where('orders.payment_method_id', '=', PAYMENT_METHOD.PAYMENT_LINK)
      .where('orders.payment_status', 'in', ['pending', 'failed'])
      .where('orders.status', '!=', 'canceled');
  }
  return withLines(db, await query.execute());
}

/** Newest first, keyset-paged on (created_at, id); `status` keeps only orders in that status. */
export async function listCustomerOrders(
  db: DbOrTx,
  customerId: number,
  after: { created_at: Date; id: string } | null,
  limit: number,
  status?: OrderStatusValue,
): Promise<OrderRecord[]> {
  let query = orderQuery(db)
    .where('orders.customer_id', '=', customerId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (after) {
    // Compared in the database, at its own timestamp precision, never a rounded JS Date.
    query = query.where(
      sql<boolean>`(orders.created_at, orders.id) < (select c.created_at, c.id from orders c where c.id = ${after.id})`,
    );
  }
  if (status) query = query.where('orders.status', '=', status);
  return withLines(db, await query.execute());
}

export async function findOrderCursor(
  db: DbOrTx,
  id: string,
  customerId: number,
): Promise<{ created_at: Date; id: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['created_at', 'id'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** Units of each product the customer already has in live orders for that delivery day. */
export async function existingQuantities(
  db: DbOrTx,
  customerId: number,
  deliveryDate: string,
  productIds: number[],
  excludeOrderId: string | null,
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (productIds.length === 0) return result;
  let query = db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_id', sql<string>`sum(order_lines.quantity)`.as('quantity')])
    .where('orders.customer_id', '=', customerId)
    .where('orders.delivery_date', '=', deliveryDate)
    .where('orders.status', '!=', 'canceled')
    .where('order_lines.product_id', 'in', productIds)
    .groupBy('order_lines.product_id');
  if (excludeOrderId) query = query.where('orders.id', '!=', excludeOrderId);
  for (const row of await query.execute()) result.set(row.product_id, Number(row.quantity));
  return result;
}
