/** A stand-in for the gateway: each request is recorded and answered by `reply`. */
export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function fakeResponse({ status, body }: FakeReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'status' | 'statusText' | 'headers' | 'ok' | 'text'> = {
    status,
    statusText: '',
    ok: status >= 200 && status < 300,
    headers: new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    text: async () => text,
  };
  return response as Response; // only the members the shared api client reads
}

export function installFetch(handler: FakeHandler) {
  const requests: RecordedRequest[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(String(input), 'http://localhost'),
      body: parseBody(init.body),
    };
    requests.push(request);
    return fakeResponse(await handler(request));
  };
  return {
    requests,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
