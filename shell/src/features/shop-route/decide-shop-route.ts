import { countryById, countryBySlug } from '@barrio/shared/countries';
import {
  INNOVATION_COUNTRY_ID,
  INNOVATION_LOCALE,
  INNOVATION_ROUTE,
  LOCALE_QUERY_PARAM,
  RESERVED_GROUP_PREFIXES,
  countryRootPath,
  type ReservedGroup,
} from '../../config';

/** What the first path segment names, decided before anything is fetched. */
export type RouteTarget =
  | { kind: 'shop'; slug: string }
  | { kind: 'country'; countryId: number }
  | { kind: 'innovation'; countryId: number }
  | { kind: 'reserved'; group: ReservedGroup; countryId: number }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const DEFAULT_GROUP_COUNTRY_ID = 2;

function reservedGroupOf(route: string): { group: ReservedGroup; countryId: number } | null {
  for (const [group, prefix] of Object.entries(RESERVED_GROUP_PREFIXES) as [
    ReservedGroup,
    string,
  ][]) {
    if (route === prefix) return { group, countryId: DEFAULT_GROUP_COUNTRY_ID };
    if (route.startsWith(`${prefix}-`)) {
      const country = countryBySlug(route.slice(prefix.length + 1));
      // `/vende-algo` with an unknown suffix is still the group, in the default country.
      return { group, countryId: country?.id ?? DEFAULT_GROUP_COUNTRY_ID };
    }
  }
  return null;
}

/**
 * Decides what `/{route}` is: a country root, the innovation demo, a reserved group or a shop
 * slug to look up. `search` is the current query string (with or without '?'); `pathname` the
 * full path, kept when a parameter has to be added.
 */
export function decideRouteTarget(
  route: string | undefined,
  search: string,
  pathname = `/${route ?? ''}`,
): RouteTarget {
  const name = (route ?? '').trim().toLowerCase();
  if (!SLUG.test(name)) return { kind: 'not-found' };

  if (name === INNOVATION_ROUTE) {
    const params = new URLSearchParams(search);
    if (params.get(LOCALE_QUERY_PARAM) !== INNOVATION_LOCALE) {
      params.set(LOCALE_QUERY_PARAM, INNOVATION_LOCALE);
      return { kind: 'redirect', to: `${pathname}?${params.toString()}` };
    }
    return { kind: 'innovation', countryId: INNOVATION_COUNTRY_ID };
  }

  const country = countryBySlug(name);
  if (country) return { kind: 'country', countryId: country.id };

  const reserved = reservedGroupOf(name);
  if (reserved) return { kind: 'reserved', ...reserved };

  return { kind: 'shop', slug: name };
}

/** The country a target names before any lookup (null for a plain shop slug). */
export function targetCountryId(target: RouteTarget): number | null {
  return target.kind === 'country' || target.kind === 'innovation' || target.kind === 'reserved'
    ? target.countryId
    : null;
}

/** The fields of the shop answer the routing decision needs. */
export interface RoutableShop {
  slug: string;
  country_id: number;
  act_as_delivery_point: boolean;
}

export type ShopOutcome<S extends RoutableShop> =
  { kind: 'render'; shop: S } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Decides what to do with the looked-up shop: a lookup error goes to /404 and a delivery-point
 * shop to its country root. A country route is never redirected (it is that root already).
 */
export function decideShopOutcome<S extends RoutableShop>(
  target: RouteTarget,
  lookup: { shop: S } | { error: unknown },
): ShopOutcome<S> {
  if ('error' in lookup) return { kind: 'not-found' };
  const { shop } = lookup;
  if (target.kind === 'shop' && shop.act_as_delivery_point) {
    const country = countryById(shop.country_id);
    return country
      ? { kind: 'redirect', to: countryRootPath(country.slug) }
      : { kind: 'not-found' };
  }
  return { kind: 'render', shop };
}
