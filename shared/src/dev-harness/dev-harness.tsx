import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { apiFetch, createQueryClient } from '../api';
import { shopSchema, type Shop } from '../contract/api/shop';
import { bus, toShopContext } from '../bus';
import { countryById } from '../countries';
import { BarrioThemeProvider, GlobalStyle, LoadingScreen } from '../design-system';
import { AppIntlProvider, localeForCountry } from '../i18n';

/** What the harness resolved, handed to the page under development. */
export interface DevHarnessContext {
  shopSlug: string;
  countryId: number;
  shop: Shop | null;
}

export interface DevHarnessProps {
  children: (context: DevHarnessContext) => ReactNode;
}

const DEFAULT_SHOP_SLUG = 'demo-mx';
const DEFAULT_COUNTRY_ID = 2;
const queryClient = createQueryClient();

function requestedShopSlug(): string {
  return new URLSearchParams(window.location.search).get('shop') ?? DEFAULT_SHOP_SLUG;
}

/**
 * Stands in for the shell when a remote runs alone (`npm run dev -w <remote>`): the same
 * providers (theme, intl, query client, router) and the shell's context on the bus, for the
 * shop named by `?shop=` (demo-mx by default), fetched from the gateway through the dev proxy.
 */
export function DevHarness({ children }: DevHarnessProps) {
  const [shopSlug] = useState(requestedShopSlug);
  const [shop, setShop] = useState<Shop | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<unknown>(`/shops/${encodeURIComponent(shopSlug)}`, { signal: controller.signal })
      .then((body) => setShop(shopSchema.parse(body)))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[dev-harness] shop lookup failed; is the gateway running on :8080?', error);
        setShop(null);
      });
    return () => controller.abort();
  }, [shopSlug]);

  const countryId = shop?.country_id ?? DEFAULT_COUNTRY_ID;
  const locale = localeForCountry(countryId);

  useEffect(() => {
    if (shop === undefined) return;
    bus.publish('shell:context-changed', {
      shop: shop ? toShopContext(shop) : null,
      countryId,
      locale,
      customer: null,
      tierId: null,
      flags: {},
    });
  }, [shop, countryId, locale]);

  return (
    <BarrioThemeProvider countryId={countryId}>
      <GlobalStyle />
      <AppIntlProvider locale={locale} fallback={<LoadingScreen />}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            {shop === undefined ? (
              <LoadingScreen />
            ) : (
              <main data-dev-harness={countryById(countryId)?.slug ?? ''}>
                {children({ shopSlug, countryId, shop })}
              </main>
            )}
          </BrowserRouter>
        </QueryClientProvider>
      </AppIntlProvider>
    </BarrioThemeProvider>
  );
}
