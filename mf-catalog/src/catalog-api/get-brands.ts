import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandsSchema, type Brand } from '@barrio/shared/contract';
import { catalogKeys } from './catalog-keys';

export type { Brand };

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
  return brandsSchema.parse(body);
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
