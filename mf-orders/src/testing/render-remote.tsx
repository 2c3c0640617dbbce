import type { ContextChangedPayload, SessionCustomer, ShopContext } from '@barrio/shared/bus';
import { bus } from '@barrio/shared/bus';
import { renderInShell } from '@barrio/shared/testing';
import type { ReactElement } from 'react';

export const demoShop: ShopContext = {
  slug: 'demo-mx',
  id: 21,
  name: 'Abarrotes Doña Lupe',
  country_id: 2,
  catalog_id: 2,
  customer_type_id: 1,
  act_as_delivery_point: false,
  community_leader_id: null,
  products_with_min_order_value: false,
  on_fulfillment_start: null,
};

export const demoCustomer: SessionCustomer = {
  id: 7,
  name: 'Lucía',
  last_name: 'Hernández',
  phone: '+525555550001',
  email: null,
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: null,
  role: 'customer',
};

/** Publishes the shell's context the way the shell does, on the one global bus. */
export function publishContext(overrides: Partial<ContextChangedPayload> = {}): void {
  bus.publish('shell:context-changed', {
    shop: demoShop,
    countryId: demoShop.country_id,
    locale: 'es-MX',
    customer: demoCustomer,
    tierId: null,
    flags: {},
    ...overrides,
  });
}

export interface RenderRemoteOptions {
  route?: string;
  locale?: string;
}

/** Renders under the providers the shell gives every remote: theme, intl, query cache, router. */
export function renderRemote(
  ui: ReactElement,
  { route = '/demo-mx/mis-pedidos', locale = 'es-MX' }: RenderRemoteOptions = {},
) {
  return renderInShell(ui, { route, locale, countryId: demoShop.country_id });
}
