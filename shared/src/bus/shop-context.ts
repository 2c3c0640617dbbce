import type { ShopContext } from './event-map';

/**
 * The shop as the bus carries it: exactly the ShopContext fields, whatever else the object
 * that describes the shop holds (a gateway answer carries addresses, time ranges, …).
 */
export function toShopContext(shop: ShopContext): ShopContext {
  return {
    slug: shop.slug,
    id: shop.id,
    name: shop.name,
    country_id: shop.country_id,
    catalog_id: shop.catalog_id,
    customer_type_id: shop.customer_type_id,
    act_as_delivery_point: shop.act_as_delivery_point,
    community_leader_id: shop.community_leader_id,
    products_with_min_order_value: shop.products_with_min_order_value,
    on_fulfillment_start: shop.on_fulfillment_start,
  };
}
