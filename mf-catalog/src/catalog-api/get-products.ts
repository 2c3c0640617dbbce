import { apiFetch } from '@barrio/shared/api';
import { productsPageSchema, type ProductsPage } from '@barrio/shared/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { catalogKeys } from './catalog-keys';
import { useContentLocale } from './content-locale';

export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductFilters {
  catalogId: number;
  /** The search term, already trimmed; empty for none. */
  q: string;
  categoryId: number | null;
  brandId: number | null;
  /** Product names come in this locale where translated. */
  locale?: string | undefined;
}

export async function getProducts(
  filters: ProductFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  const body = await apiFetch<unknown>('/products', {
    query: {
      catalog_id: filters.catalogId,
      q: filters.q === '' ? undefined : filters.q,
      category_id: filters.categoryId,
      brand_id: filters.brandId,
      cursor,
      limit: PRODUCTS_PAGE_SIZE,
      locale: filters.locale,
    },
    signal,
  });
  return productsPageSchema.parse(body);
}

export function productsQueryOptions(filters: ProductFilters) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.products(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ProductsPage) => last.next_cursor ?? undefined,
  });
}

/**
 * The catalogue a page at a time (keyset cursor). While a new search loads, the previous
 * results stay on screen rather than flashing skeletons on every keystroke.
 */
export function useProducts(filters: ProductFilters) {
  const locale = useContentLocale();
  return useInfiniteQuery({
    ...productsQueryOptions({ ...filters, locale }),
    placeholderData: keepPreviousData,
  });
}
