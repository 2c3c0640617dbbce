/**
 * Route names the shell reserves. They can never be shop slugs, so the seed and the shop
 * admin must not hand them out.
 *
 * - `/innovacion` is the innovation demo: Mexico's default shop shown with `?locale=en-US`.
 * - `/marketplace` and `/vende` (optionally suffixed with a country slug, e.g.
 *   `/marketplace-ar`, `/vende-co`) are the marketplace and seller-recruitment groups: the
 *   country's default shop (Mexico when no suffix) under that page's title and description.
 */
export const INNOVATION_ROUTE = 'innovacion';
export const INNOVATION_LOCALE = 'en-US';
export const INNOVATION_COUNTRY_ID = 2;

export type ReservedGroup = 'marketplace' | 'sellers';

export const RESERVED_GROUP_PREFIXES: Readonly<Record<ReservedGroup, string>> = {
  marketplace: 'marketplace',
  sellers: 'vende',
};

export const NOT_FOUND_PATH = '/404';

/** Sub-paths under `/:shop` and the remote module that owns each (contracts §3). */
export const SHOP_PATHS = {
  cart: 'mi-carrito',
  checkout: 'checkout',
  confirmation: 'checkout/confirmacion',
  orders: 'mis-pedidos',
  addresses: 'direcciones',
  addressesAlias: 'addresses',
  wallet: 'billetera',
  user: 'user',
  /** The manager site's orders list, for the shop's owner (and support). */
  managerOrders: 'tienda/pedidos',
  /** The owner's analytics summary: visits, funnel, orders, searches. */
  managerSummary: 'tienda/resumen',
} as const;

export type ShopPathName = keyof typeof SHOP_PATHS;

export function shopPath(shopRoute: string, sub?: ShopPathName): string {
  return sub ? `/${shopRoute}/${SHOP_PATHS[sub]}` : `/${shopRoute}`;
}

export function countryRootPath(countrySlug: string): string {
  return `/${countrySlug}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
