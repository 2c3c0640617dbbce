import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { geoSchema } from '@barrio/shared/contract';

/** The visitor's ISO country code, or null when the gateway could not tell. */
export async function getVisitorCountry(signal?: AbortSignal): Promise<string | null> {
  const { country } = geoSchema.parse(await apiFetch<unknown>('/api/geo', { signal }));
  return country ? country.toUpperCase() : null;
}

export const geoQueryOptions = queryOptions({
  queryKey: ['shell', 'geo'],
  queryFn: ({ signal }) => getVisitorCountry(signal),
  staleTime: Infinity,
  retry: false,
});
