// mf-catalog's server bundle (built to dist/server/first-view.js, deployed with each version):
// the gateway renders the shop page's first screen with it, from the version the registry
// points at, so a deploy of this remote changes what the server renders too. The shop page is
// the very component this remote exposes to the browser, which hydrates its markup.
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { ProductsPage } from '@barrio/shared/contract';
import type { CatalogFirstViewInput } from '@barrio/shared/first-view';
import { catalogueCache } from '@barrio/shared/i18n';
import { toBanners, bannersQueryOptions } from '../catalog-api/get-banners';
import { brandsQueryOptions, toBrands } from '../catalog-api/get-brands';
import { categoriesQueryOptions, toActiveCategories } from '../catalog-api/get-categories';
import { menusQueryOptions, toMenus } from '../catalog-api/get-menus';
import { productsQueryOptions } from '../catalog-api/get-products';
import { shopQueryOptions } from '../catalog-api/get-shop';
import { loadCatalogCatalogue } from '../lang/load-catalogue';

export { default as ShopPage } from '../exposes/shop-page';

/** The build label the browser build reports (the federation runtime plugin's). */
export const buildLabel = process.env.BARRIO_BUILD_LABEL ?? '';

/** The answers laid into a query cache under the keys the browser's page reads them from. */
function firstViewCache(input: CatalogFirstViewInput): QueryClient {
  const { shop, locale } = input;
  const client = new QueryClient();
  const products = input.products as ProductsPage;
  client.setQueryData(shopQueryOptions(shop.slug).queryKey, shop);
  client.setQueryData(
    bannersQueryOptions(shop.catalog_id, locale).queryKey,
    toBanners(input.banners),
  );
  client.setQueryData(menusQueryOptions(shop.catalog_id, locale).queryKey, toMenus(input.menus));
  client.setQueryData(
    categoriesQueryOptions(shop.catalog_id, locale).queryKey,
    toActiveCategories(input.categories),
  );
  client.setQueryData(
    brandsQueryOptions(shop.country_id, shop.catalog_id).queryKey,
    toBrands(input.brands),
  );
  client.setQueryData(
    productsQueryOptions({
      catalogId: shop.catalog_id,
      q: '',
      categoryId: null,
      brandId: null,
      locale,
    }).queryKey,
    { pages: [products], pageParams: [null] },
  );
  return client;
}

/**
 * The shop page's answers under the keys it reads them from, and its messages loaded for the
 * locale: the shell's render of the page then draws the catalogue in one pass.
 */
export async function prepareShopPage(input: CatalogFirstViewInput): Promise<DehydratedState> {
  const client = firstViewCache(input);
  await catalogueCache.load(loadCatalogCatalogue, input.locale);
  const queries = dehydrate(client);
  client.clear();
  return queries;
}
