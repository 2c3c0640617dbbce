import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { menusSchema, type Menu } from '@barrio/shared/contract';
import { catalogKeys } from './catalog-keys';
import { useContentLocale } from './content-locale';

export type { Menu };

/** Menus in display order from the answer of `GET /api/menus`. */
export function toMenus(body: unknown): Menu[] {
  return menusSchema.parse(body).sort((a, b) => a.position - b.position || a.id - b.id);
}

export async function getMenus(
  catalogId: number,
  signal?: AbortSignal,
  locale?: string,
): Promise<Menu[]> {
  return toMenus(
    await apiFetch<unknown>('/menus', { query: { catalog_id: catalogId, locale }, signal }),
  );
}

export function menusQueryOptions(catalogId: number, locale?: string) {
  return queryOptions({
    queryKey: catalogKeys.menus(catalogId, locale),
    queryFn: ({ signal }) => getMenus(catalogId, signal, locale),
  });
}

export function useMenus(catalogId: number) {
  return useQuery(menusQueryOptions(catalogId, useContentLocale()));
}
