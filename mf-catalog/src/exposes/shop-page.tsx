import { RemoteMessages, catalogueCache } from '@barrio/shared/i18n';
import { ShopScreen } from '../shop-page/components/shop-screen';
import { ProductGridSkeleton } from '../features/products/components/product-grid-skeleton';
import { loadCatalogCatalogue } from '../lang/load-catalogue';
import type { PrepareExposedModule, ShopPageProps } from '@barrio/shared/contract';

export type { ShopPageProps };

/** The shop's page inside the shell: banners, categories, brands, search and products. */
export default function ShopPage({ shopSlug, slots }: ShopPageProps) {
  return (
    <RemoteMessages load={loadCatalogCatalogue} fallback={<ProductGridSkeleton />}>
      <ShopScreen shopSlug={shopSlug} slots={slots} />
    </RemoteMessages>
  );
}

/** The page's messages in the locale, loaded before it renders (a page hydrating the server's). */
export const prepare: PrepareExposedModule = (locale) =>
  catalogueCache.load(loadCatalogCatalogue, locale);
