import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('createQueryClient', () => {
  it('uses the product numbers: 5 minutes cache, 30 seconds stale', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries a failed query once, never a 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError(503, 'http_503', 'down'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'http_503', 'down'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'network_error', 'offline'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(404, 'shop_not_found', 'no'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });

  it('gives up after one retry in a real query', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['flaky'],
        queryFn: async () => {
          calls += 1;
          throw new ApiError(500, 'http_500', 'fail');
        },
        retryDelay: 0,
        retry: shouldRetryQuery,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(2);

    let clientErrorCalls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['missing'],
        queryFn: async () => {
          clientErrorCalls += 1;
          throw new ApiError(404, 'shop_not_found', 'no');
        },
        retryDelay: 0,
        retry: shouldRetryQuery,
      }),
    ).rejects.toMatchObject({ status: 404 });
    expect(clientErrorCalls).toBe(1);
    client.clear();
  });
});
