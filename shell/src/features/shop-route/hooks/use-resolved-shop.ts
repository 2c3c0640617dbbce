import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  if (target.kind === 'not-found' || country.isError || shop.isError)
    return { status: 'not-found' };
  if (!shop.data) return { status: 'loading' };

  const outcome = decideShopOutcome(target, { shop: shop.data });
  if (outcome.kind === 'render') return { status: 'ready', shop: outcome.shop, target };
  return outcome.kind === 'redirect'
    ? { status: 'redirect', to: outcome.to }
    : { status: 'not-found' };
}
