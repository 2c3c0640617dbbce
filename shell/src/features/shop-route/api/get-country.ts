import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { countrySchema, type CountryInfo } from '@barrio/shared/contract';
import { isClientError } from '../../../app/query-retry';

export type { CountryInfo };

export async function getCountry(countryId: number, signal?: AbortSignal): Promise<CountryInfo> {
  const body = await apiFetch<unknown>(`/api/country/${countryId}`, { signal });
  return countrySchema.parse(body);
}

export function countryQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: ['shell', 'country', countryId],
    queryFn: ({ signal }) => getCountry(countryId, signal),
    staleTime: 60 * 60 * 1000,
    retry: (failures, error) => !isClientError(error) && failures < 1,
  });
}
