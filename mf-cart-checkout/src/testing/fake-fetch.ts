/** jsdom has no fetch: tests answer each request with a handler and read what was sent. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export type FetchHandler = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

function toResponse({ status, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'status' | 'statusText' | 'ok' | 'headers' | 'text'> = {
    status,
    statusText: '',
    ok: status >= 200 && status < 300,
    headers: new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    text: async () => text,
  };
  return response as Response; // only what shared/api reads is provided
}

function headersOf(init: RequestInit): Record<string, string> {
  const result: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    result[key] = value;
  });
  return result;
}

export function installFakeFetch(handler: FetchHandler): {
  requests: SentRequest[];
  restore: () => void;
} {
  const requests: SentRequest[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(String(input), 'http://localhost'),
      headers: headersOf(init),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    return toResponse(await handler(request));
  };
  return {
    requests,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
