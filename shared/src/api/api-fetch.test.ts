import { ApiError, isApiError } from './api-error';
import { apiFetch, apiPath, buildApiUrl, serializeQuery } from './api-fetch';
import { installFetch, type RecordedRequest } from './test-fetch';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

function headersOf(request: RecordedRequest | undefined): Record<string, string> {
  return (request?.init.headers ?? {}) as Record<string, string>;
}

describe('URL building', () => {
  it('prefixes /api once', () => {
    expect(apiPath('/shops/demo-mx')).toBe('/api/shops/demo-mx');
    expect(apiPath('shops/demo-mx')).toBe('/api/shops/demo-mx');
    expect(apiPath('/api/shops/demo-mx')).toBe('/api/shops/demo-mx');
    expect(apiPath('/apiary')).toBe('/api/apiary');
  });

  it('serialises the query skipping undefined and null, repeating arrays', () => {
    expect(serializeQuery({ a: 1, b: undefined, c: null, d: false, e: 'x y', f: ['1', 2] })).toBe(
      '?a=1&d=false&e=x+y&f=1&f=2',
    );
    expect(serializeQuery({ a: undefined })).toBe('');
    expect(buildApiUrl('/orders?x=1', { page_size: 10 })).toBe('/api/orders?x=1&page_size=10');
  });
});

describe('apiFetch', () => {
  it("starts its request in a task of its own where the browser's scheduler can yield", async () => {
    const fake = installFetch(() => ({ status: 200, body: {} }));
    restore = fake.restore;
    const holder = globalThis as { scheduler?: unknown };
    let resume = () => undefined as void;
    holder.scheduler = { yield: () => new Promise<void>((resolve) => (resume = resolve)) };
    try {
      const answered = apiFetch('/geo');
      await Promise.resolve();
      expect(fake.requests).toHaveLength(0);
      resume();
      await answered;
      expect(fake.requests).toHaveLength(1);
    } finally {
      delete holder.scheduler;
    }
  });

  it('GETs JSON on the same origin with credentials', async () => {
    const fake = installFetch(() => ({ status: 200, body: { slug: 'demo-mx' } }));
    restore = fake.restore;
    const shop = await apiFetch<{ slug: string }>('/shops/demo-mx', { query: { lang: undefined } });
    expect(shop).toEqual({ slug: 'demo-mx' });
    expect(fake.requests[0]?.url).toBe('/api/shops/demo-mx');
    expect(fake.requests[0]?.init.method).toBe('GET');
    expect(fake.requests[0]?.init.credentials).toBe('same-origin');
    expect(fake.requests[0]?.init.body).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const fake = installFetch(() => ({ status: 201, body: { id: 4 } }));
    restore = fake.restore;
    await apiFetch('/addresses', {
      method: 'POST',
      body: { label: 'Casa' },
      headers: { 'X-Trace': 't' },
    });
    const request = fake.requests[0];
    expect(request?.init.body).toBe('{"label":"Casa"}');
    expect(headersOf(request)['Content-Type']).toBe('application/json');
    expect(headersOf(request)['X-Trace']).toBe('t');
  });

  it('returns undefined for an empty answer', async () => {
    const fake = installFetch(() => ({ status: 204 }));
    restore = fake.restore;
    await expect(apiFetch('/addresses/4', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns the error shape into an ApiError with status, code, message, fields and body', async () => {
    const body = {
      error: { code: 'validation_failed', message: 'Invalid body', fields: { phone: 'Required' } },
    };
    const fake = installFetch(() => ({ status: 400, body }));
    restore = fake.restore;
    const error = await apiFetch('/auth/code', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError).toBeInstanceOf(Error);
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.message).toBe('Invalid body');
    expect(apiError.fields).toEqual({ phone: 'Required' });
    expect(apiError.body).toEqual(body);
    expect(apiError.isClientError).toBe(true);
  });

  it('gives other failures a code derived from the status', async () => {
    const fake = installFetch(() => ({
      status: 502,
      body: '<html>Bad gateway</html>',
      statusText: 'Bad Gateway',
    }));
    restore = fake.restore;
    const error = (await apiFetch('/geo').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe('http_502');
    expect(error.message).toBe('Bad Gateway');
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(error.fields).toEqual({});
  });

  it('reports an unreachable server as status 0 network_error', async () => {
    const previous = globalThis.fetch;
    globalThis.fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    restore = () => {
      globalThis.fetch = previous;
    };
    const error = (await apiFetch('/geo').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('lets an abort through unchanged', async () => {
    const previous = globalThis.fetch;
    const abort = new DOMException('aborted', 'AbortError');
    globalThis.fetch = async () => {
      throw abort;
    };
    restore = () => {
      globalThis.fetch = previous;
    };
    const controller = new AbortController();
    controller.abort();
    await expect(apiFetch('/geo', { signal: controller.signal })).rejects.toBe(abort);
  });
});
