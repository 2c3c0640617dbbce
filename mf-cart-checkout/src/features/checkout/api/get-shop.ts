import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { shopSchema } from '@barrio/shared/contract';

export function shopQueryOptions(shopSlug: string) {
  return queryOptions({
    // Keyed under this remote: the shell may cache the same call in another shape.
    queryKey: ['cart-checkout', 'shop', shopSlug],
    queryFn: async ({ signal }) =>
      shopSchema.parse(
        await apiFetch<unknown>(`/shops/${encodeURIComponent(shopSlug)}`, { signal }),
      ),
  });
}

/** `GET /api/shops/{slug}`: delivery days, time ranges, address and location for checkout. */
export function useShop(shopSlug: string) {
  return useQuery(shopQueryOptions(shopSlug));
}
