import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { bus, type ShopContext } from '@barrio/shared/bus';
import { BarrioThemeProvider } from '@barrio/shared/design-system';
import type { ShopPageSlots } from '@barrio/shared/contract';
import { AppIntlProvider } from '@barrio/shared/i18n';
import ShopPage from '../exposes/shop-page';

export interface RenderShopPageOptions {
  shopSlug?: string;
  /** The shop the shell announces on the bus; null announces none. */
  shop?: ShopContext | null;
  /** Query string the page opens with, e.g. '?category=Lácteos' (a shared or banner link). */
  search?: string;
  /** Feature flags of the shell's context, e.g. { decimal_quantities: true }. */
  flags?: Record<string, boolean>;
  /** What the shell places in the page (the cart's control); none by default. */
  slots?: ShopPageSlots;
}

/**
 * Renders the exposed ShopPage as the shell does: theme, the shell's intl provider, a query
 * client (no retries, so that failures show at once) and a router, with the shell's context on
 * the bus.
 */
export function renderShopPage({
  shopSlug = 'demo-mx',
  shop = null,
  search = '',
  flags = {},
  slots,
}: RenderShopPageOptions = {}) {
  // The window virtualiser restores the scroll position on mount; jsdom has no scrolling.
  window.scrollTo = () => undefined;
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  bus.publish('shell:context-changed', {
    shop,
    countryId: shop?.country_id ?? 2,
    locale: 'es-MX',
    customer: null,
    tierId: null,
    flags,
  });
  const result = render(
    <BarrioThemeProvider countryId={shop?.country_id ?? 2}>
      <AppIntlProvider locale="es-MX">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[`/${shopSlug}${search}`]}>
            <ShopPage shopSlug={shopSlug} slots={slots} />
          </MemoryRouter>
        </QueryClientProvider>
      </AppIntlProvider>
    </BarrioThemeProvider>,
  );
  return { ...result, client };
}
