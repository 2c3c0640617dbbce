import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { shopSchema, type Shop } from '@barrio/shared/contract';
import { isClientError } from '../../../app/query-retry';

// The answer is parsed with the API contract's schema, the one the gateway answers with.
export type { Shop };

export async function getShop(slug: string, signal?: AbortSignal): Promise<Shop> {
  const body = await apiFetch<unknown>(`/api/shops/${encodeURIComponent(slug)}`, { signal });
  return shopSchema.parse(body);
}

export function shopQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['shell', 'shop', slug],
    queryFn: ({ signal }) => getShop(slug, signal),
    // An unknown slug is an answer, not a glitch: go to /404 at once.
    retry: (failures, error) => !isClientError(error) && failures < 1,
  });
}
