// The shell's server bundle (built to dist/server/first-view.js, published with the shell):
// the gateway renders the frame of the shop page's first view with it (header, main column,
// footer) around the catalogue's own first view, for a guest, in the request's locale.
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { BarrioThemeProvider, GlobalStyle, themeForCountry } from '@barrio/shared/design-system';
import { FEATURE_FLAGS } from '@barrio/shared/domain';
import type { RenderedFirstView, ShellFirstViewInput } from '@barrio/shared/first-view';
import { renderWithStyles } from '@barrio/shared/first-view/server';
import {
  DEFAULT_LOCALE,
  createIntlErrorHandler,
  loadSharedCatalogue,
  providerMessages,
} from '@barrio/shared/i18n';
import { ShellContext, type ShellContextValue } from '../app/shell-context';
import { loadShellMessages } from '../features/country-look/api/load-shell-messages';
import { decideLocale } from '../features/country-look/decide-locale';
import { allFlagsOff } from '../features/flags/parse-flags';
import { shopQueryOptions } from '../features/shop-route/api/get-shop';
import { FirstViewFrame } from './first-view-frame';

export function firstViewLocale(countryId: number, requested: string | null) {
  return decideLocale(countryId, requested);
}

export async function renderFirstView(input: ShellFirstViewInput): Promise<RenderedFirstView> {
  const { shop, locale, mainHtml } = input;
  const client = new QueryClient();
  client.setQueryData(shopQueryOptions(shop.slug).queryKey, shop);
  const [shared, own] = await Promise.all([loadSharedCatalogue(locale), loadShellMessages(locale)]);
  // Public content only: the page is the same for every visitor, signed in or not.
  const context: ShellContextValue = {
    shop,
    shopRoute: shop.slug,
    target: { kind: 'shop', slug: shop.slug },
    countryId: shop.country_id,
    locale,
    session: { status: 'guest', customer: null },
    tierId: null,
    flags: allFlagsOff(FEATURE_FLAGS),
    isNativeApp: false,
  };
  const { html, css } = renderWithStyles(
    <QueryClientProvider client={client}>
      <BarrioThemeProvider theme={themeForCountry(shop.country_id)}>
        <GlobalStyle />
        <IntlProvider
          locale={locale}
          defaultLocale={DEFAULT_LOCALE}
          messages={providerMessages({ ...shared, ...own })}
          onError={createIntlErrorHandler()}
        >
          <MemoryRouter initialEntries={[`/${shop.slug}`]}>
            <ShellContext.Provider value={context}>
              <FirstViewFrame mainHtml={mainHtml} />
            </ShellContext.Provider>
          </MemoryRouter>
        </IntlProvider>
      </BarrioThemeProvider>
    </QueryClientProvider>,
  );
  const queries = dehydrate(client);
  client.clear();
  return { html, css, queries };
}
