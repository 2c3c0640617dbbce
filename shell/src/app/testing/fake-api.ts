import { countryById } from '@barrio/shared/countries';
import type { CountryInfo, Tier } from '@barrio/shared/contract';

/** Test stand-in for the gateway: jsdom has no fetch. Routes are keyed `'METHOD /path'`. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
export type FakeRoutes = Record<string, FakeRoute | FakeReply>;

function toResponse({ status = 200, body }: FakeReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'status' | 'statusText' | 'ok' | 'headers' | 'text'> = {
    status,
    statusText: '',
    ok: status >= 200 && status < 300,
    headers: new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    text: async () => text,
  };
  return response as Response; // only the members shared/api reads
}

export interface FakeApi {
  requests: FakeRequest[];
  restore(): void;
}

export function installFakeApi(routes: FakeRoutes): FakeApi {
  const requests: FakeRequest[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    if (!route)
      return toResponse({
        status: 404,
        body: { error: { code: 'not_found', message: url.pathname } },
      });
    return toResponse(typeof route === 'function' ? await route(request) : route);
  };
  return {
    requests,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}

let nextShopId = 100;

export function fakeShop(slug: string, countryId: number, extra: Record<string, unknown> = {}) {
  nextShopId += 1;
  return {
    id: nextShopId,
    slug,
    name: `Tienda ${slug}`,
    country_id: countryId,
    catalog_id: countryId * 10,
    customer_type_id: 1,
    act_as_delivery_point: false,
    community_leader_id: null,
    products_with_min_order_value: true,
    on_fulfillment_start: false,
    location: { lat: 19.43, lng: -99.13 },
    address: `Calle ${slug} 1`,
    has_delivery: true,
    max_delivery_distance_meters: 2000,
    delivery_time_ranges: [],
    delivery_days: [],
    community_leader: null,
    ...extra,
  };
}

/** `GET /api/country/{id}` as the gateway answers it for a country of the shared table. */
export function fakeCountry(id: number, defaultShopSlug: string | null): CountryInfo {
  const country = countryById(id);
  if (!country) throw new Error(`No country ${id} in the shared table.`);
  return {
    id: country.id,
    slug: country.slug,
    iso: country.iso,
    name: country.slug,
    currency_symbol: country.currencySymbol,
    locale: 'es',
    theme: 'default',
    wallet_balance_payment: country.walletBalancePayment,
    health_unit_flow: country.healthUnitFlow,
    map_center: country.mapCenter,
    support: null,
    default_shop_slug: defaultShopSlug,
  };
}

/** A tier as `GET /api/tiers/default/{shopId}` answers it. */
export function fakeTier(id: string, countryId: number, shopIds: number[] = []): Tier {
  return {
    id,
    name: id,
    description: null,
    country_id: countryId,
    is_default: true,
    shops: shopIds,
  };
}

/** The gateway of the demo seed as far as the shell's start-up needs it. */
export function demoRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  const shops = {
    'demo-mx': fakeShop('demo-mx', 2),
    'demo-ar': fakeShop('demo-ar', 1),
    'demo-co': fakeShop('demo-co', 46),
    'punto-mx': fakeShop('punto-mx', 2, { act_as_delivery_point: true }),
  };
  const routes: FakeRoutes = {
    'GET /api/geo': { body: { country: null, country_id: null, source: null } },
    'POST /api/flipt': { body: { flags: {} } },
    'GET /api/cookies': { body: { value: null } },
    'POST /api/cookies': { body: { ok: true } },
    'GET /api/user': {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'no session' } },
    },
    'GET /api/country/1': { body: fakeCountry(1, 'demo-ar') },
    'GET /api/country/2': { body: fakeCountry(2, 'demo-mx') },
    'GET /api/country/46': { body: fakeCountry(46, 'demo-co') },
  };
  for (const [slug, shop] of Object.entries(shops)) {
    routes[`GET /api/shops/${slug}`] = { body: shop };
    routes[`GET /api/tiers/default/${shop.id}`] = {
      status: 404,
      body: {
        error: { code: 'tier_not_found', message: 'There is no default tier for this shop.' },
      },
    };
  }
  return { ...routes, ...overrides };
}
