import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { catalogKeys } from '../../catalog-keys';

export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable().optional(),
  product_count: z.number().optional(),
});

export type Brand = z.infer<typeof brandSchema>;

/** Brands of the country that have products in this catalogue. */
export async function getBrands(
  countryId: number,
  catalogId: number,
  signal?: AbortSignal,
): Promise<Brand[]> {
  const body = await apiFetch<unknown>('/brands', {
    query: { country_id: countryId, catalog_id: catalogId },
    signal,
  });
  return toBrands(body);
}

/** The brands from the answer of `GET /api/brands`. */
export function toBrands(body: unknown): Brand[] {
  return z.array(brandSchema).parse(body);
}

export function brandsQueryOptions(countryId: number, catalogId: number) {
  return queryOptions({
    queryKey: catalogKeys.brands(countryId, catalogId),
    queryFn: ({ signal }) => getBrands(countryId, catalogId, signal),
  });
}

export function useBrands(countryId: number, catalogId: number) {
  return useQuery(brandsQueryOptions(countryId, catalogId));
}
