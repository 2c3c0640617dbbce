/** A minimal fetch answer: only the members the shared api client reads. */
export interface FakeReply {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

function fakeResponse({ status, body }: FakeReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response: Pick<Response, 'status' | 'statusText' | 'ok' | 'headers' | 'text'> = {
    status,
    statusText: '',
    ok: status >= 200 && status < 300,
    headers: new Headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    text: async () => text,
  };
  return response as Response; // the api client reads nothing else
}

/**
 * Replaces `fetch` with a spy answering through `reply`, and records every request. jsdom has
 * no fetch of its own, so one is put in place first for jest.spyOn to wrap.
 */
export function mockFetch(reply: (request: RecordedRequest) => FakeReply | Promise<FakeReply>) {
  if (typeof globalThis.fetch !== 'function') {
    globalThis.fetch = () => Promise.reject(new Error('fetch is not mocked'));
  }
  const requests: RecordedRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: raw === undefined ? undefined : (JSON.parse(raw) as unknown),
    };
    requests.push(request);
    return fakeResponse(await reply(request));
  });
  return { spy, requests };
}
