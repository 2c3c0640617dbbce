import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { catalogKeys } from '../../catalog-keys';

export const menuSchema = z.object({
  id: z.number(),
  name: z.string(),
  category_id: z.number().nullable(),
  url: z.string().nullable(),
  position: z.number(),
});

export type Menu = z.infer<typeof menuSchema>;

export async function getMenus(catalogId: number, signal?: AbortSignal): Promise<Menu[]> {
  const body = await apiFetch<unknown>('/menus', { query: { catalog_id: catalogId }, signal });
  return z
    .array(menuSchema)
    .parse(body)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function menusQueryOptions(catalogId: number) {
  return queryOptions({
    queryKey: catalogKeys.menus(catalogId),
    queryFn: ({ signal }) => getMenus(catalogId, signal),
  });
}

export function useMenus(catalogId: number) {
  return useQuery(menusQueryOptions(catalogId));
}
