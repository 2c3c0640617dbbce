import { sql, type JoinBuilder } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import type { ContentTranslations } from '../../db/schema/core';

export const shopColumns = [
  'shops.id',
  'shops.slug',
  'shops.name',
  'shops.country_id',
  'shops.catalog_id',
  'shops.customer_type_id',
  'shops.act_as_delivery_point',
  'shops.community_leader_id',
  'shops.on_fulfillment_start',
  'shops.products_with_min_order_value',
  'shops.has_delivery',
  'shops.max_delivery_distance_meters',
  'shops.lat',
  'shops.lng',
  'shops.address',
  'shops.owner_customer_id',
] as const;

export interface ShopRow {
  id: number;
  slug: string;
  name: string;
  country_id: number;
  catalog_id: number;
  customer_type_id: number;
  act_as_delivery_point: boolean;
  community_leader_id: number | null;
  on_fulfillment_start: boolean | null;
  products_with_min_order_value: boolean;
  has_delivery: boolean;
  max_delivery_distance_meters: number;
  lat: number;
  lng: number;
  address: string;
  owner_customer_id: number | null;
}

export interface ShopViewRow extends ShopRow {
  delivery_time_ranges: { id: number; label: string }[];
  leader_id: number | null;
  leader_name: string | null;
  leader_last_name: string | null;
  leader_phone: string | null;
}

/**
 * An active shop with its delivery time ranges and community leader in one round trip: the shop
 * page asks for it on every visit, and on a single-connection database each query waits its turn.
 * Plain joins and one ordered json_agg keep the statement cheap to plan as well as to run.
 */
export async function findShopViewBySlug(
  db: DbOrTx,
  slug: string,
): Promise<ShopViewRow | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('community_leaders', 'community_leaders.id', 'shops.community_leader_id')
    .leftJoin('customers', 'customers.id', 'community_leaders.customer_id')
    .select(shopColumns)
    .select([
      'community_leaders.id as leader_id',
      'customers.name as leader_name',
      'customers.last_name as leader_last_name',
      'customers.phone as leader_phone',
      sql<{ id: number; label: string }[]>`(
        select coalesce(
          json_agg(json_build_object('id', r.id, 'label', r.label) order by r.position, r.id),
          '[]'::json
        )
        from delivery_time_ranges r
        where r.shop_id = shops.id
      )`.as('delivery_time_ranges'),
    ])
    .where('shops.slug', '=', slug)
    .where('shops.is_active', '=', true)
    .executeTakeFirst();
}

/**
 * What makes a shop a pickup point: it acts as a delivery point or a community leader runs it.
 * The nearby list below and the order's pickup point check (orders/pickup-point.ts) agree on it.
 */
export function servesAsPickupPoint(shop: {
  act_as_delivery_point: boolean;
  community_leader_id: number | null;
}): boolean {
  return shop.act_as_delivery_point || shop.community_leader_id !== null;
}

/** Pickup points (delivery-point and community-leader shops) of a country inside a lat/lng box. */
export async function pickupPointsInBox(
  db: DbOrTx,
  countryId: number,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
): Promise<(ShopRow & { translations: ContentTranslations })[]> {
  return db
    .selectFrom('shops')
    .select([...shopColumns, 'shops.translations'])
    .where('country_id', '=', countryId)
    .where('is_active', '=', true)
    .where((eb) =>
      eb.or([eb('act_as_delivery_point', '=', true), eb('community_leader_id', 'is not', null)]),
    )
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lng', '>=', box.minLng)
    .where('lng', '<=', box.maxLng)
    .execute();
}

// A shop as orders, coupons and the manager site read it: with its owner's phone, whether it
// is active and its order bounds.

export interface ShopRecord {
  id: number;
  slug: string;
  name: string;
  country_id: number;
  catalog_id: number;
  customer_type_id: number;
  on_fulfillment_start: boolean | null;
  products_with_min_order_value: boolean;
  is_active: boolean;
  owner_customer_id: number | null;
  owner_phone: string | null;
  max_line_units: number | null;
  max_order_units: number | null;
  max_order_total: string | null;
  /** Where a pickup at the shop itself is collected; the confirmation names it. */
  address: string;
}

export const shopRecordColumns = [
  'shops.id',
  'shops.slug',
  'shops.name',
  'shops.country_id',
  'shops.catalog_id',
  'shops.customer_type_id',
  'shops.on_fulfillment_start',
  'shops.products_with_min_order_value',
  'shops.is_active',
  'shops.owner_customer_id',
  'owner.phone as owner_phone',
  'shops.max_line_units',
  'shops.max_order_units',
  'shops.max_order_total',
  'shops.address',
] as const;

export async function findShopById(db: DbOrTx, id: number): Promise<ShopRecord | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .select(shopRecordColumns)
    .where('shops.id', '=', id)
    .executeTakeFirst();
}

export async function findShopBySlug(db: DbOrTx, slug: string): Promise<ShopRecord | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .select(shopRecordColumns)
    .where('shops.slug', '=', slug)
    .executeTakeFirst();
}

export const decimalFlagColumns = [
  'decimal_flag.enabled as decimal_flag_enabled',
  'decimal_flag.shop_slugs as decimal_flag_shop_slugs',
  'decimal_flag.shop_ids as decimal_flag_shop_ids',
] as const;

type DecimalFlagJoin = JoinBuilder<
  Database & { decimal_flag: Database['feature_flags'] },
  'shops' | 'decimal_flag'
>;

/** The shop's country's `decimal_quantities` flag row, joined by country and flag name. */
export function onShopsDecimalFlag<J extends DecimalFlagJoin>(join: J): J {
  return join
    .onRef('decimal_flag.country_id', '=', 'shops.country_id')
    .on('decimal_flag.name', '=', sql.lit('decimal_quantities')) as J;
}

/** A shop with its country's `decimal_quantities` flag row (null columns when it has none). */
export type ShopForOrder = ShopRecord & {
  decimal_flag_enabled: boolean | null;
  decimal_flag_shop_slugs: string[] | null;
  decimal_flag_shop_ids: number[] | null;
};

/**
 * A shop and its country's `decimal_quantities` flag row (the rule its order lines follow) in
 * one statement: editing an order needs both, and each statement is a round trip inside the
 * order's transaction.
 */
export async function findShopForOrder(db: DbOrTx, id: number): Promise<ShopForOrder | undefined> {
  return db
    .selectFrom('shops')
    .leftJoin('customers as owner', 'owner.id', 'shops.owner_customer_id')
    .leftJoin('feature_flags as decimal_flag', onShopsDecimalFlag)
    .select(shopRecordColumns)
    .select(decimalFlagColumns)
    .where('shops.id', '=', id)
    .executeTakeFirst();
}

export async function timeRangeBelongsToShop(
  db: DbOrTx,
  id: number,
  shopId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('delivery_time_ranges')
    .select('id')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row !== undefined;
}
