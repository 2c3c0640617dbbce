import { NEARBY_SHOPS_RADIUS_M, distanceMeters } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import type { ContentTranslations } from '../../db/schema/core';
import { badRequest } from '../../errors/app-error';
import { servesAsPickupPoint } from '../shops/shop-repository';
import type { OrderPickupPoint } from './order-records';

const invalidPoint = () =>
  badRequest('invalid_pickup_point', 'This pickup point does not serve this shop.', {
    fields: { pickup_point_shop_id: 'Not a delivery point near this shop.' },
  });

/**
 * The pickup point a shopper chose, checked as the storefront offers it: an active pickup-point
 * shop (a delivery point, or a community leader's shop, as the nearby list offers them) of the
 * same country within the nearby radius of the shop sold from.
 * It is stored on the order (not in its notes) so the owner, the customer and the point's
 * leader all read it from one place.
 */
export async function resolvePickupPoint(
  db: DbOrTx,
  shopId: number,
  pointId: number,
): Promise<OrderPickupPoint & { translations: ContentTranslations }> {
  const [shop, point] = await Promise.all(
    [shopId, pointId].map((id) =>
      db
        .selectFrom('shops')
        .select([
          'id',
          'slug',
          'name',
          'address',
          'country_id',
          'lat',
          'lng',
          'act_as_delivery_point',
          'community_leader_id',
          'is_active',
          'translations',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),
    ),
  );
  if (!shop || !point || point.id === shop.id) throw invalidPoint();
  if (!point.is_active || !servesAsPickupPoint(point) || point.country_id !== shop.country_id)
    throw invalidPoint();
  const meters = distanceMeters(
    { lat: shop.lat, lng: shop.lng },
    { lat: point.lat, lng: point.lng },
  );
  if (meters > NEARBY_SHOPS_RADIUS_M) throw invalidPoint();
  // What the order shows of its point, read here so the new order need not be read back; its
  // translated names only for the customer's message.
  const { id, slug, name, address, translations } = point;
  return { id, slug, name, address, translations };
}
