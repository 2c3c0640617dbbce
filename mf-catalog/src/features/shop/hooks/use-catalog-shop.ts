import { useBusState } from '@barrio/shared/bus';
import { useShop } from '../api/get-shop';

/** What the catalogue needs to know about the shop it shows. */
export interface CatalogShop {
  slug: string;
  id: number;
  name: string;
  catalogId: number;
  countryId: number;
}

export type CatalogShopState =
  | { status: 'ready'; shop: CatalogShop }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void };

/**
 * The shell announces the current shop on the bus; the page reads it from there and asks the
 * gateway itself only when the announcement is missing or is about another shop (a remote
 * rendered before the shell has resolved the route, or alone in its dev harness).
 */
export function useCatalogShop(shopSlug: string): CatalogShopState {
  const context = useBusState('shell:context-changed');
  const announced = context?.shop?.slug === shopSlug ? context.shop : null;
  const query = useShop(shopSlug, announced === null);

  if (announced) {
    return {
      status: 'ready',
      shop: {
        slug: announced.slug,
        id: announced.id,
        name: announced.name,
        catalogId: announced.catalog_id,
        countryId: announced.country_id,
      },
    };
  }
  if (query.data) {
    const shop = query.data;
    return {
      status: 'ready',
      shop: {
        slug: shop.slug,
        id: shop.id,
        name: shop.name,
        catalogId: shop.catalog_id,
        countryId: shop.country_id,
      },
    };
  }
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
