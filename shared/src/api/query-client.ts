import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '../domain';
import { isApiError } from './api-error';

// SPEC §9: cache 5 minutes, stale after 30 seconds, one retry for the product's own queries.

/** A 4xx will answer the same again, so it is not retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < QUERY_RETRY;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetryQuery,
        // Offline, a query still makes its one attempt: the service worker answers it from
        // what the phone keeps (the default would pause it and leave stale results on screen).
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: false,
      },
    },
  });
}
