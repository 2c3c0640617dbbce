/** A stand-in for the gateway's catalogue API in component tests (jsdom has no fetch). */
export interface GatewayRequest {
  url: URL;
  method: string;
}

export interface GatewayReply {
  status: number;
  body?: unknown;
}

export type GatewayRoute = (
  request: GatewayRequest,
) => GatewayReply | Promise<GatewayReply> | undefined;

export interface FakeGateway {
  requests: GatewayRequest[];
  /** Requests whose path is `path` (e.g. '/api/products'). */
  requestsTo: (path: string) => GatewayRequest[];
  restore: () => void;
}

function reply({ status, body }: GatewayReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = new Map([['content-type', 'application/json']]);
  // Only what the shared API client reads is provided.
  const response = {
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    text: async () => text,
  };
  return response as unknown as Response;
}

/** Routes are tried in order; a request no route answers gets a 404 and is still recorded. */
export function installFakeGateway(routes: GatewayRoute[]): FakeGateway {
  const requests: GatewayRequest[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = {
      url: new URL(String(input), 'http://localhost'),
      method: init.method ?? 'GET',
    };
    requests.push(request);
    for (const route of routes) {
      const answer = await route(request);
      if (answer) return reply(answer);
    }
    return reply({ status: 404, body: { error: { code: 'not_found', message: 'No route.' } } });
  };
  return {
    requests,
    requestsTo: (path) => requests.filter((request) => request.url.pathname === path),
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}

/** A route answering GET `path` with `body` (or with a function of the request). */
export function get(
  path: string,
  answer: unknown | ((request: GatewayRequest) => GatewayReply),
): GatewayRoute {
  return (request) => {
    if (request.method !== 'GET' || request.url.pathname !== path) return undefined;
    return typeof answer === 'function'
      ? (answer as (request: GatewayRequest) => GatewayReply)(request)
      : { status: 200, body: answer };
  };
}

/** Routes for every call of the shop page; `products` decides the product pages. */
export function catalogRoutes(
  products: (request: GatewayRequest) => GatewayReply,
  data: {
    banners?: unknown[];
    menus?: unknown[];
    categories?: unknown[];
    brands?: unknown[];
    catalogId?: number;
  } = {},
): GatewayRoute[] {
  const catalogId = data.catalogId ?? 7;
  return [
    get('/api/products', products),
    get('/api/banners', data.banners ?? []),
    get('/api/menus', data.menus ?? []),
    get(`/api/categories/${catalogId}`, data.categories ?? []),
    get('/api/brands', data.brands ?? []),
  ];
}

/** One page of products, the way the gateway answers `GET /api/products`. */
export function page(
  items: unknown[],
  nextCursor: string | null = null,
  total?: number,
): GatewayReply {
  return {
    status: 200,
    body: { items, next_cursor: nextCursor, ...(total === undefined ? {} : { total }) },
  };
}
