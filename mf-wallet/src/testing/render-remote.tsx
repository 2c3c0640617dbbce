import type { ContextChangedPayload, SessionCustomer, ShopContext } from '@barrio/shared/bus';
import { bus } from '@barrio/shared/bus';
import { renderInShell } from '@barrio/shared/testing';
import type { ReactElement } from 'react';

/** A Colombian shop: Colombia pays with the wallet balance (SPEC §9). */
export const demoShop: ShopContext = {
  slug: 'demo-co',
  id: 41,
  name: 'Tienda Don Jairo',
  country_id: 46,
  catalog_id: 4,
  customer_type_id: 1,
  act_as_delivery_point: false,
  community_leader_id: null,
  products_with_min_order_value: false,
  on_fulfillment_start: null,
};

export const walletCustomer: SessionCustomer = {
  id: 31,
  name: 'Camila',
  last_name: 'Restrepo',
  phone: '+573005550001',
  email: null,
  tier_id: null,
  customer_sub_type_id: null,
  inswitch_entity_id: 'insw-co-31',
  role: 'customer',
};

/** Publishes the shell's context the way the shell does, on the one global bus. */
export function publishContext(overrides: Partial<ContextChangedPayload> = {}): void {
  const shop = overrides.shop === undefined ? demoShop : overrides.shop;
  bus.publish('shell:context-changed', {
    shop,
    countryId: shop?.country_id ?? demoShop.country_id,
    locale: 'es-CO',
    customer: walletCustomer,
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
  { route = '/demo-co/billetera', locale = 'es-CO' }: RenderRemoteOptions = {},
) {
  return renderInShell(ui, { route, locale, countryId: demoShop.country_id });
}
