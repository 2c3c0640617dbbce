// mf-catalog's server bundle (built to dist/server/first-view.js, deployed with each version):
// the gateway renders the shop page's first screen with it, from the version the registry
// points at, so a deploy of this remote changes what the server renders too.
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ProductsPage } from '@barrio/shared/contract';
import { BarrioThemeProvider, themeForCountry } from '@barrio/shared/design-system';
import type { CatalogFirstViewInput, RenderedFirstView } from '@barrio/shared/first-view';
import { renderWithStyles } from '@barrio/shared/first-view/server';
import { renderInDataMode } from '@barrio/shared/storage';
import {
  DEFAULT_LOCALE,
  createIntlErrorHandler,
  loadSharedCatalogue,
  providerMessages,
} from '@barrio/shared/i18n';
import { toBanners, bannersQueryOptions } from '../features/banners/api/get-banners';
import { brandsQueryOptions, toBrands } from '../features/navigation/api/get-brands';
import {
  categoriesQueryOptions,
  toActiveCategories,
} from '../features/navigation/api/get-categories';
import { menusQueryOptions, toMenus } from '../features/navigation/api/get-menus';
import { productsQueryOptions } from '../features/products/api/get-products';
import { shopQueryOptions } from '../features/shop/api/get-shop';
import { loadCatalogCatalogue } from '../lang/load-catalogue';
import { FirstViewScreen } from './first-view-screen';

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

export async function renderFirstView(input: CatalogFirstViewInput): Promise<RenderedFirstView> {
  const { shop, locale } = input;
  const client = firstViewCache(input);
  const [shared, own] = await Promise.all([
    loadSharedCatalogue(locale),
    loadCatalogCatalogue(locale),
  ]);
  const { html, css } = renderInDataMode(input.lowData === true, () =>
    renderWithStyles(
      <QueryClientProvider client={client}>
        <BarrioThemeProvider theme={themeForCountry(shop.country_id)}>
          <IntlProvider
            locale={locale}
            defaultLocale={DEFAULT_LOCALE}
            messages={providerMessages({ ...shared, ...own })}
            onError={createIntlErrorHandler()}
          >
            <MemoryRouter initialEntries={[`/${shop.slug}`]}>
              <FirstViewScreen shop={shop} products={input.products as ProductsPage} />
            </MemoryRouter>
          </IntlProvider>
        </BarrioThemeProvider>
      </QueryClientProvider>,
    ),
  );
  const queries = dehydrate(client);
  client.clear();
  return { html, css, queries };
}
