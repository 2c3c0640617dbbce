import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

export interface CouponRecord {
  id: number;
  code: string;
  description: string;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  min_purchase: number;
  valid_from: Date | null;
  valid_until: Date | null;
  max_uses: number | null;
  uses: number;
  max_uses_per_customer: number | null;
  country_id: number | null;
  customer_type_id: number | null;
  shopIds: number[];
}

export async function findCouponByCode(
  db: DbOrTx,
  code: string,
): Promise<CouponRecord | undefined> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const shops = await db
    .selectFrom('coupon_shops')
    .select('shop_id')
    .where('coupon_id', '=', row.id)
    .execute();
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    discount_type: row.discount_type,
    discount_value: Number(row.discount_value),
    min_purchase: Number(row.min_purchase),
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    max_uses: row.max_uses,
    uses: row.uses,
    max_uses_per_customer: row.max_uses_per_customer,
    country_id: row.country_id,
    customer_type_id: row.customer_type_id,
    shopIds: shops.map((s) => s.shop_id),
  };
}

export async function countRedemptions(
  db: DbOrTx,
  couponId: number,
  customerId: number,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('coupon_id', '=', couponId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes one use atomically; false when the usage limit was reached meanwhile. */
export async function takeCouponUse(db: DbOrTx, couponId: number): Promise<boolean> {
  const row = await db
    .updateTable('coupons')
    .set({ uses: sql`uses + 1` })
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRedemption(
  db: DbOrTx,
  redemption: { coupon_id: number; customer_id: number; order_id: string; created_at: Date },
): Promise<void> {
  await db.insertInto('coupon_redemptions').values(redemption).execute();
}

/** Gives the use back when an order is canceled. */
export async function releaseRedemption(db: DbOrTx, orderId: string): Promise<void> {
  const removed = await db
    .deleteFrom('coupon_redemptions')
    .where('order_id', '=', orderId)
    .returning('coupon_id')
    .executeTakeFirst();
  if (!removed) return;
  await db
    .updateTable('coupons')
    .set({ uses: sql`greatest(uses - 1, 0)` })
    .where('id', '=', removed.coupon_id)
    .execute();
}
