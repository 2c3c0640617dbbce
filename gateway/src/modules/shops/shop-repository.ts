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

export async function findShopById(db: DbOrTx, id: number): Promise<ShopRow | undefined> {
  return db.selectFrom('shops').select(shopColumns).where('id', '=', id).executeTakeFirst();
}

export async function deliveryTimeRanges(
  db: DbOrTx,
  shopId: number,
): Promise<{ id: number; label: string }[]> {
  return db
    .selectFrom('delivery_time_ranges')
    .select(['id', 'label'])
    .where('shop_id', '=', shopId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function communityLeaderSummary(
  db: DbOrTx,
  communityLeaderId: number,
): Promise<
  | { community_leader_id: number; name: string; last_name: string; phone: string; shop_id: number }
  | undefined
> {
  return db
    .selectFrom('community_leaders')
    .innerJoin('customers', 'customers.id', 'community_leaders.customer_id')
    .select([
      'community_leaders.id as community_leader_id',
      'customers.name',
      'customers.last_name',
      'customers.phone',
      'community_leaders.shop_id',
    ])
    .where('community_leaders.id', '=', communityLeaderId)
    .executeTakeFirst();
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
