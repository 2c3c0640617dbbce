import { queryOptions } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { apiFetch } from '@barrio/shared/api';

const geoSchema = z.looseObject({
  country: z.string().nullable().optional(),
  country_code: z.string().nullable().optional(),
});

/** The visitor's ISO country code, or null when the gateway could not tell. */
export async function getVisitorCountry(signal?: AbortSignal): Promise<string | null> {
  const body = geoSchema.parse(await apiFetch<unknown>('/api/geo', { signal }));
  const iso = body.country ?? body.country_code ?? null;
  return iso ? iso.toUpperCase() : null;
}

export const geoQueryOptions = queryOptions({
  queryKey: ['shell', 'geo'],
  queryFn: ({ signal }) => getVisitorCountry(signal),
  staleTime: Infinity,
  retry: false,
});
