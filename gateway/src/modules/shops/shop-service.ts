import type { Shop } from '@barrio/shared/contract';
import { distanceMeters } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { localizedText } from '../../db/localized-text';
import { notFound } from '../../errors/app-error';
import { deliveryDays } from './delivery-days';
import type { Clock } from '../../clock';
import { TtlCache } from '../catalog/ttl-cache';
import { findShopViewBySlug, pickupPointsInBox, type ShopViewRow } from './shop-repository';

export const MAX_NEARBY_DISTANCE_M = 50_000;
const MAX_NEARBY_RESULTS = 100;

/** A shop as the API answers it: the contract's shape (`shopSchema`). */
export type ShopJson = Shop;

/**
 * Shops, their time ranges and leaders change by administration, not per request: a row at most
 * this old is served from memory (as long as the responses' max-age), so a shop visit costs no
 * database round trip. Only found shops are kept, so a new shop shows up at once.
 */
export const SHOP_CACHE_TTL_MS = 30_000;
const SHOP_CACHE_SIZE = 500;

export type ShopCache = TtlCache<ShopViewRow>;

export function createShopCache(clock: Clock): ShopCache {
  return new TtlCache<ShopViewRow>(clock, SHOP_CACHE_TTL_MS, SHOP_CACHE_SIZE);
}

export async function getShop(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  slug: string,
  cache?: ShopCache,
): Promise<ShopJson> {
  let shop = cache?.get(slug);
  if (!shop) {
    shop = await findShopViewBySlug(ctx.db, slug);
    if (!shop) throw notFound('shop_not_found', `There is no shop "${slug}".`);
    cache?.set(slug, shop);
  }
  return {
    id: shop.id,
    slug: shop.slug,
    name: shop.name,
    country_id: shop.country_id,
    catalog_id: shop.catalog_id,
    customer_type_id: shop.customer_type_id,
    act_as_delivery_point: shop.act_as_delivery_point,
    community_leader_id: shop.community_leader_id,
    on_fulfillment_start: shop.on_fulfillment_start,
    products_with_min_order_value: shop.products_with_min_order_value,
    location: { lat: shop.lat, lng: shop.lng },
    address: shop.address,
    has_delivery: shop.has_delivery,
    max_delivery_distance_meters: shop.max_delivery_distance_meters,
    delivery_time_ranges: shop.delivery_time_ranges,
    delivery_days: deliveryDays(shop.country_id, ctx.clock.now()),
    community_leader:
      shop.leader_id !== null && shop.leader_phone !== null
        ? {
            community_leader_id: shop.leader_id,
            name: `${shop.leader_name ?? ''} ${shop.leader_last_name ?? ''}`.trim(),
            phone: shop.leader_phone,
          }
        : null,
  };
}

export interface PickupPointJson {
  id: number;
  slug: string;
  name: string;
  address: string;
  has_delivery: boolean;
  max_delivery_distance_meters: number;
  act_as_delivery_point: boolean;
  community_leader_id: number | null;
  location: { lat: number; lng: number };
  distance_to_user: number;
}

export interface NearbyQuery {
  countryId: number;
  lat: number;
  lng: number;
  distance: number;
  prioritizeShopsWithDelivery: boolean;
  /** The shopper's locale: a point's name is answered translated where it has one. */
  locale?: string | undefined;
}

/** Pickup points within `distance` metres, nearest first (those with delivery first when asked). */
export async function nearbyShops(
  ctx: Pick<AppContext, 'db'>,
  query: NearbyQuery,
): Promise<PickupPointJson[]> {
  const radius = Math.min(query.distance, MAX_NEARBY_DISTANCE_M);
  const latDelta = radius / 111_320;
  const lngDelta = radius / (111_320 * Math.max(0.01, Math.cos((query.lat * Math.PI) / 180)));
  const rows = await pickupPointsInBox(ctx.db, query.countryId, {
    minLat: query.lat - latDelta,
    maxLat: query.lat + latDelta,
    minLng: query.lng - lngDelta,
    maxLng: query.lng + lngDelta,
  });
  const user = { lat: query.lat, lng: query.lng };
  return rows
    .map((shop) => ({
      shop,
      distance: distanceMeters(user, { lat: shop.lat, lng: shop.lng }),
    }))
    .filter((entry) => entry.distance <= radius)
    .sort((a, b) => {
      if (query.prioritizeShopsWithDelivery && a.shop.has_delivery !== b.shop.has_delivery) {
        return a.shop.has_delivery ? -1 : 1;
      }
      return a.distance - b.distance || a.shop.id - b.shop.id;
    })
    .slice(0, MAX_NEARBY_RESULTS)
    .map(({ shop, distance }) => ({
      id: shop.id,
      slug: shop.slug,
      name: localizedText(shop.name, shop.translations, query.locale, 'name'),
      address: shop.address,
      has_delivery: shop.has_delivery,
      max_delivery_distance_meters: shop.max_delivery_distance_meters,
      act_as_delivery_point: shop.act_as_delivery_point,
      community_leader_id: shop.community_leader_id,
      location: { lat: shop.lat, lng: shop.lng },
      distance_to_user: Math.round(distance),
    }));
}
