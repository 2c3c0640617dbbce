import { queryOptions } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { apiFetch } from '@barrio/shared/api';
import { isClientError } from '../../../app/query-retry';

export const countryInfoSchema = z.looseObject({
  id: z.number(),
  default_shop_slug: z.string().min(1),
});

export type CountryInfo = z.infer<typeof countryInfoSchema>;

export async function getCountry(countryId: number, signal?: AbortSignal): Promise<CountryInfo> {
  const body = await apiFetch<unknown>(`/api/country/${countryId}`, { signal });
  return countryInfoSchema.parse(body);
}

export function countryQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: ['shell', 'country', countryId],
    queryFn: ({ signal }) => getCountry(countryId, signal),
    staleTime: 60 * 60 * 1000,
    retry: (failures, error) => !isClientError(error) && failures < 1,
  });
}
