import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesSchema, type Category } from '@barrio/shared/contract';
import { catalogKeys } from './catalog-keys';
import { useContentLocale } from './content-locale';

export type { Category };

/**
 * SPEC §3's Checkout category holds last-minute suggestions for the checkout page; it is
 * not a shelf to browse.
 */
export const CHECKOUT_CATEGORY_NAME = 'Checkout';

export function isBrowseCategory(category: Pick<Category, 'original_name'>): boolean {
  // By the untranslated name, whatever the visit's locale.
  return category.original_name.trim().toLowerCase() !== CHECKOUT_CATEGORY_NAME.toLowerCase();
}

export async function getActiveCategories(
  catalogId: number,
  signal?: AbortSignal,
  locale?: string,
): Promise<Category[]> {
  return toActiveCategories(
    await apiFetch<unknown>(`/categories/${catalogId}`, { query: { locale }, signal }),
  );
}

/** Only active categories are offered as filters, in display order. */
export function toActiveCategories(body: unknown): Category[] {
  return categoriesSchema
    .parse(body)
    .filter((category) => category.is_active)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function categoriesQueryOptions(catalogId: number, locale?: string) {
  return queryOptions({
    queryKey: catalogKeys.categories(catalogId, locale),
    queryFn: ({ signal }) => getActiveCategories(catalogId, signal, locale),
  });
}

export function useActiveCategories(catalogId: number) {
  return useQuery(categoriesQueryOptions(catalogId, useContentLocale()));
}

/** The categories a shopper browses by: active ones, without the Checkout suggestions. */
export function useBrowseCategories(catalogId: number) {
  return useQuery({
    ...categoriesQueryOptions(catalogId, useContentLocale()),
    select: (categories) => categories.filter(isBrowseCategory),
  });
}
