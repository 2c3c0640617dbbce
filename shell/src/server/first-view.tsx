// The shell's server bundle (built to dist/server/first-view.js, published with the shell): the
// gateway renders the shop page (and the checkout's frame) with it, the shell's own routes,
// layout and providers as the browser renders them for a guest, with the route's remote
// (mf-catalog's shop page, mf-cart-checkout's checkout, from their own server bundles) in its
// slot. The browser then hydrates that markup.
import { dehydrate, hydrate } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { createQueryClient } from '@barrio/shared/api';
import type { RenderedPage, ShopPageInput } from '@barrio/shared/first-view';
import { renderWithStyles } from '@barrio/shared/first-view/server';
import { loadStaticParts } from '@barrio/shared/first-view/static-part';
import { appCatalogueLoader, catalogueCache } from '@barrio/shared/i18n';
import { renderInDataMode } from '@barrio/shared/storage';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { loadShellMessages } from '../features/country-look/api/load-shell-messages';
import { decideLocale } from '../locale/decide-locale';
import { flagsForEveryVisitorKey } from '../features/flags/api/get-flags';
import { shopQueryOptions } from '../features/shop-route/api/get-shop';
import { shopPath } from '../config';
import { RemoteComponentsProvider } from '../remotes/remote-loader-context';
import { ServerRemotes } from './server-remotes';

export function firstViewLocale(countryId: number, requested: string | null) {
  return decideLocale(countryId, requested);
}

export async function renderShopPage(input: ShopPageInput): Promise<RenderedPage> {
  const { shop, locale, lowData, modules, flags, subpage } = input;
  const client = createQueryClient();
  client.setQueryData(shopQueryOptions(shop.slug).queryKey, shop);
  client.setQueryData(flagsForEveryVisitorKey(shop.country_id, shop.slug), flags);
  for (const module of modules) if (module.queries) hydrate(client, module.queries);
  // The page renders in one pass, with its messages at hand (as the browser, which loads them
  // before hydrating).
  await catalogueCache.load(appCatalogueLoader(loadShellMessages), locale);
  // …and its static parts' components, which the browser never loads for it.
  await loadStaticParts();
  const path = `${shopPath(shop.slug, subpage)}${locale === decideLocale(shop.country_id, null) ? '' : `?locale=${locale}`}`;
  const { html, styles } = renderInDataMode(lowData, () =>
    renderWithStyles(
      <AppProviders queryClient={client}>
        <RemoteComponentsProvider components={new ServerRemotes(modules)}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </RemoteComponentsProvider>
      </AppProviders>,
    ),
  );
  const queries = dehydrate(client);
  client.clear();
  return { html, styles, queries };
}
