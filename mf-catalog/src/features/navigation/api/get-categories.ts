import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { catalogKeys } from '../../catalog-keys';

export const categorySchema = z.object({
  id: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  position: z.number(),
  image: z.string().nullable().optional(),
});

export type Category = z.infer<typeof categorySchema>;

/**
 * SPEC §3's Checkout category holds last-minute suggestions for the checkout page; it is
 * not a shelf to browse.
 */
export const CHECKOUT_CATEGORY_NAME = 'Checkout';

export function isBrowseCategory(category: Pick<Category, 'name'>): boolean {
  return category.name.trim().toLowerCase() !== CHECKOUT_CATEGORY_NAME.toLowerCase();
}

/** Only active categories are offered as filters, in display order. */
export async function getActiveCategories(
  catalogId: number,
  signal?: AbortSignal,
): Promise<Category[]> {
  const body = await apiFetch<unknown>(`/categories/${catalogId}`, { signal });
  return z
    .array(categorySchema)
    .parse(body)
    .filter((category) => category.is_active)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function categoriesQueryOptions(catalogId: number) {
  return queryOptions({
    queryKey: catalogKeys.categories(catalogId),
    queryFn: ({ signal }) => getActiveCategories(catalogId, signal),
  });
}

export function useActiveCategories(catalogId: number) {
  return useQuery(categoriesQueryOptions(catalogId));
}

/** The categories a shopper browses by: active ones, without the Checkout suggestions. */
export function useBrowseCategories(catalogId: number) {
  return useQuery({
    ...categoriesQueryOptions(catalogId),
    select: (categories) => categories.filter(isBrowseCategory),
  });
}
