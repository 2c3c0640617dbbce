import { apiFetch } from '@barrio/shared/api';
import { BANNER_TYPE } from '@barrio/shared/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { catalogKeys } from '../../catalog-keys';

export const bannerSchema = z.object({
  id: z.number(),
  banner: z.object({ type: z.number() }),
  title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  position: z.number(),
});

export type Banner = z.infer<typeof bannerSchema>;

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

export async function getBanners(catalogId: number, signal?: AbortSignal): Promise<BannersByType> {
  const body = await apiFetch<unknown>('/banners', { query: { catalog_id: catalogId }, signal });
  return groupBanners(z.array(bannerSchema).parse(body));
}

export function bannersQueryOptions(catalogId: number) {
  return queryOptions({
    queryKey: catalogKeys.banners(catalogId),
    queryFn: ({ signal }) => getBanners(catalogId, signal),
  });
}

export function useBanners(catalogId: number) {
  return useQuery(bannersQueryOptions(catalogId));
}
