import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { FEATURE_FLAGS } from '@barrio/shared/domain';
import { parseFlags } from '../parse-flags';

export interface FlagsRequest {
  countryId: number;
  /** Lets the gateway apply the flags' allow-lists of shop slugs and ids. */
  shopSlug: string;
  shopId: number;
  /** The stored customer id, else the anonymous id (SPEC §7). */
  userToken: string;
}

export async function getFlags(
  { countryId, userToken, shopSlug, shopId }: FlagsRequest,
  signal?: AbortSignal,
) {
  const body = await apiFetch<unknown>('/api/flipt', {
    method: 'POST',
    body: {
      country_id: countryId,
      userToken,
      flags: [...FEATURE_FLAGS],
      shop_slug: shopSlug,
      shop_id: shopId,
    },
    signal,
  });
  return parseFlags(body, FEATURE_FLAGS);
}

export function flagsQueryOptions(request: FlagsRequest) {
  return queryOptions({
    queryKey: [
      'shell',
      'flags',
      request.countryId,
      request.userToken,
      request.shopSlug,
      request.shopId,
    ],
    queryFn: ({ signal }) => getFlags(request, signal),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Where a page the server rendered keeps the flags every visitor of its shop gets (ShopPageData):
 * the page is drawn with them until the visitor's own answer arrives. Never fetched.
 */
export function flagsForEveryVisitorKey(countryId: number, shopSlug: string) {
  return ['shell', 'flags-for-every-visitor', countryId, shopSlug] as const;
}
