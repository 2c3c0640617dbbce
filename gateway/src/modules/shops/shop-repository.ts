import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

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

export async function findShopBySlug(db: DbOrTx, slug: string): Promise<ShopRow | undefined> {
  return db
    .selectFrom('shops')
    .select(shopColumns)
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .executeTakeFirst();
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

export async function findShopById(db: DbOrTx, id: number): Promise<ShopRow | undefined> {
  return db.selectFrom('shops').select(shopColumns).where('id', '=', id).executeTakeFirst();
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
): Promise<ShopRow[]> {
  return db
    .selectFrom('shops')
    .select(shopColumns)
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
