import { fakeResponse, type FakeReply } from '../api/test-fetch';

export type { FakeReply };

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
}

/**
 * Replaces `fetch` with a jest spy answering through `reply`, and records every request with
 * its parsed JSON body. jsdom has no fetch of its own, so one is put in place first for
 * jest.spyOn to wrap. For remote teams' component tests.
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
