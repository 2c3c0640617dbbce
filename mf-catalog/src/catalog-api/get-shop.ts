import { apiFetch } from '@barrio/shared/api';
import { shopSchema, type Shop } from '@barrio/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';

export async function getShop(slug: string, signal?: AbortSignal): Promise<Shop> {
  return shopSchema.parse(
    await apiFetch<unknown>(`/shops/${encodeURIComponent(slug)}`, { signal }),
  );
}

export function shopQueryOptions(slug: string) {
  return queryOptions({
    queryKey: catalogKeys.shop(slug),
    queryFn: ({ signal }) => getShop(slug, signal),
  });
}

/** The shop by slug, asked only when the shell's context does not carry it yet. */
export function useShop(slug: string, enabled: boolean) {
  return useQuery({ ...shopQueryOptions(slug), enabled });
}
