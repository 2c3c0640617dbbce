import { apiFetch } from '@barrio/shared/api';
import { BANNER_TYPE } from '@barrio/shared/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bannersSchema, type Banner } from '@barrio/shared/contract';
import { catalogKeys } from './catalog-keys';
import { useContentLocale } from './content-locale';

export type { Banner };

export interface BannersByType {
  slider: Banner[];
  hero: Banner[];
  inApp: Banner[];
}

const byPosition = (a: Banner, b: Banner) => a.position - b.position || a.id - b.id;

/** SPEC §3: banner.type 1 is the slider, 2 the hero, 3 the in-app strip; other types are unknown. */
export function groupBanners(banners: readonly Banner[]): BannersByType {
  const sorted = [...banners].sort(byPosition);
  return {
    slider: sorted.filter((b) => b.banner.type === BANNER_TYPE.SLIDER),
    hero: sorted.filter((b) => b.banner.type === BANNER_TYPE.HERO),
    inApp: sorted.filter((b) => b.banner.type === BANNER_TYPE.IN_APP),
  };
}

/** The page's banners from the answer of `GET /api/banners` (also used by the server's first view). */
export function toBanners(body: unknown): BannersByType {
  return groupBanners(bannersSchema.parse(body));
}

export async function getBanners(
  catalogId: number,
  signal?: AbortSignal,
  locale?: string,
): Promise<BannersByType> {
  return toBanners(
    await apiFetch<unknown>('/banners', { query: { catalog_id: catalogId, locale }, signal }),
  );
}

export function bannersQueryOptions(catalogId: number, locale?: string) {
  return queryOptions({
    queryKey: catalogKeys.banners(catalogId, locale),
    queryFn: ({ signal }) => getBanners(catalogId, signal, locale),
  });
}

export function useBanners(catalogId: number) {
  return useQuery(bannersQueryOptions(catalogId, useContentLocale()));
}
