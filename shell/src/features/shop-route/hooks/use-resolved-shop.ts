import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isClientError } from '../../../app/query-retry';
import { countryQueryOptions } from '../api/get-country';
import { shopQueryOptions, type Shop } from '../api/get-shop';
import {
  decideRouteTarget,
  decideShopOutcome,
  targetCountryId,
  type RouteTarget,
} from '../decide-shop-route';

export type ResolvedShop =
  | { status: 'loading' }
  | { status: 'redirect'; to: string }
  | { status: 'not-found' }
  | { status: 'ready'; shop: Shop; target: RouteTarget };

/**
 * A lookup that failed with nothing to show, or was answered that the shop or country does not
 * exist. A shop already known stays on screen when asking again fails (offline, a glitch).
 */
function lookupFailed(query: { isError: boolean; data: unknown; error: unknown }): boolean {
  return query.isError && (query.data === undefined || isClientError(query.error));
}

/** Resolves `/{route}` to the shop to render, a redirect or /404. */
export function useResolvedShop(
  route: string | undefined,
  search: string,
  pathname: string,
): ResolvedShop {
  const target = useMemo(
    () => decideRouteTarget(route, search, pathname),
    [route, search, pathname],
  );
  const countryId = targetCountryId(target);

  const country = useQuery({ ...countryQueryOptions(countryId ?? 0), enabled: countryId !== null });
  const slug = target.kind === 'shop' ? target.slug : (country.data?.default_shop_slug ?? null);
  const shop = useQuery({ ...shopQueryOptions(slug ?? ''), enabled: slug !== null });

  if (target.kind === 'redirect') return { status: 'redirect', to: target.to };
  // A country without an ordinary shop has no storefront to show: that is a 404, not a wait.
  const countryHasNoShop =
    target.kind !== 'shop' && country.data && !country.data.default_shop_slug;
  if (
    target.kind === 'not-found' ||
    countryHasNoShop ||
    lookupFailed(country) ||
    lookupFailed(shop)
  )
    return { status: 'not-found' };
  if (!shop.data) return { status: 'loading' };

  const outcome = decideShopOutcome(target, { shop: shop.data });
  if (outcome.kind === 'render') return { status: 'ready', shop: outcome.shop, target };
  return outcome.kind === 'redirect'
    ? { status: 'redirect', to: outcome.to }
    : { status: 'not-found' };
}
