/** Test helpers: jsdom has no fetch, so tests install a recording stand-in. */
export interface RecordedRequest {
  url: string;
  init: RequestInit;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  statusText?: string;
  contentType?: string;
}

export function fakeResponse({ status, body, statusText = '', contentType }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const type =
    contentType ?? (typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8');
  const response: Pick<Response, 'status' | 'statusText' | 'headers' | 'ok' | 'text'> = {
    status,
    statusText,
    ok: status >= 200 && status < 300,
    headers: new Headers(body === undefined ? {} : { 'content-type': type }),
    text: async () => text,
  };
  return response as Response; // only the members apiRequest reads are provided
}

export function installFetch(reply: (request: RecordedRequest) => FakeReply | Promise<FakeReply>): {
  requests: RecordedRequest[];
  restore: () => void;
} {
  const requests: RecordedRequest[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = { url: String(input), init };
    requests.push(request);
    return fakeResponse(await reply(request));
  };
  return {
    requests,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
