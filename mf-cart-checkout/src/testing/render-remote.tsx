import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  bus,
  type ContextChangedPayload,
  type SessionCustomer,
  type ShopContext,
} from '@barrio/shared/bus';
import { BarrioThemeProvider } from '@barrio/shared/design-system';
import { AppIntlProvider } from '@barrio/shared/i18n';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderRemoteOptions {
  path?: string;
  locale?: string;
  countryId?: number;
  /** The shell's query client, e.g. one already holding the catalogue's products. */
  queryClient?: QueryClient;
}

/** A query client as a test shell gives it: no retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders an exposed module under the shell's real providers: theme, intl, query client, router. */
export function renderRemote(
  ui: ReactElement,
  {
    path = '/demo-mx',
    locale = 'es-MX',
    countryId = 2,
    queryClient = testQueryClient(),
  }: RenderRemoteOptions = {},
) {
  const rendered = render(
    <BarrioThemeProvider countryId={countryId}>
      <AppIntlProvider locale={locale}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </AppIntlProvider>
    </BarrioThemeProvider>,
  );
  return { ...rendered, queryClient };
}

export function shopContext(overrides: Partial<ShopContext> = {}): ShopContext {
  return {
    slug: 'demo-mx',
    id: 10,
    name: 'Abarrotes Doña Lupe',
    country_id: 2,
    catalog_id: 1,
    customer_type_id: 1,
    act_as_delivery_point: false,
    community_leader_id: null,
    products_with_min_order_value: false,
    on_fulfillment_start: false,
    ...overrides,
  };
}

export function sessionCustomer(overrides: Partial<SessionCustomer> = {}): SessionCustomer {
  return {
    id: 501,
    name: 'Ana',
    last_name: 'Pérez',
    phone: '+525555550001',
    email: 'ana@example.com',
    tier_id: null,
    customer_sub_type_id: null,
    inswitch_entity_id: null,
    role: 'customer',
    ...overrides,
  };
}

/** What the shell publishes when the route's shop and the session are known. */
export function publishShellContext(
  shop: ShopContext,
  customer: SessionCustomer | null = null,
  extra: Partial<ContextChangedPayload> = {},
): void {
  bus.publish('shell:context-changed', {
    shop,
    countryId: shop.country_id,
    locale: 'es-MX',
    customer,
    tierId: null,
    flags: {},
    ...extra,
  });
}

/** State events replay to late subscribers; each test starts without another test's choices. */
export function resetGeoAndWalletState(): void {
  bus.publish('geo:pickup-point-selected', { point: null });
  bus.publish('geo:address-selected', { address: null });
  bus.publish('wallet:switch-changed', { useWallet: false, balance: null });
}
