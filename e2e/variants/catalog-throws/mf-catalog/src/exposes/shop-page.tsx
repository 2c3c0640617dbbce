import { catalogueCache } from '@barrio/shared/i18n';
import { loadCatalogCatalogue } from '../lang/load-catalogue';
import type { PrepareExposedModule, ShopPageProps } from '@barrio/shared/contract';

export type { ShopPageProps };

/** A broken release: the shop page throws whenever it renders. */
export default function ShopPage({ shopSlug }: ShopPageProps): never {
  throw new Error(`catalog-throws: the shop page of ${shopSlug} is broken`);
}

export const prepare: PrepareExposedModule = (locale) =>
  catalogueCache.load(loadCatalogCatalogue, locale);
