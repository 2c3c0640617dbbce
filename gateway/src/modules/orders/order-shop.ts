import type { DbOrTx } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import { shopFlagOn } from '../flags/flag-service';
import { findShopForOrder, type ShopForOrder, type ShopRecord } from '../shops/shop-repository';

/** The shop an order is placed in, and whether its lines may be decimal. */
export interface OrderingShop {
  shop: ShopRecord;
  decimalQuantities: boolean;
}

/** The shop an order is placed in (404 unless active), and whether its lines may be decimal. */
export function orderingShop(row: ShopForOrder | undefined): OrderingShop {
  if (!row || !row.is_active) throw notFound('shop_not_found', 'Shop not found.');
  const {
    decimal_flag_enabled: enabled,
    decimal_flag_shop_slugs: shop_slugs,
    decimal_flag_shop_ids: shop_ids,
    ...shop
  } = row;
  const flag = enabled === null ? undefined : { enabled, shop_slugs, shop_ids };
  return { shop, decimalQuantities: shopFlagOn(flag, shop) };
}

/** The order's shop, read again when an order changes: it must still be active. */
export async function activeShop(db: DbOrTx, shopId: number): Promise<OrderingShop> {
  return orderingShop(await findShopForOrder(db, shopId));
}
