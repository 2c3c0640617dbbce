import { apiFetch, type Shop } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '../../catalog-keys';

export function getShop(slug: string, signal?: AbortSignal): Promise<Shop> {
  return apiFetch<Shop>(`/shops/${encodeURIComponent(slug)}`, { signal });
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
