import { useMemo } from 'react';
import { useBusState } from '@barrio/shared/bus';
import { useShop } from '../../catalog-api/get-shop';

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
  const found = announced ?? query.data ?? null;
  // The same shop keeps the same object, whichever source told it: the page below is drawn from
  // it and does not need drawing again when the shell's announcement takes over from the answer.
  const shop = useMemo<CatalogShop | null>(
    () =>
      found && {
        slug: found.slug,
        id: found.id,
        name: found.name,
        catalogId: found.catalog_id,
        countryId: found.country_id,
      },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the shop's fields, not its object
    [found?.slug, found?.id, found?.name, found?.catalog_id, found?.country_id],
  );

  if (shop) return { status: 'ready', shop };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
