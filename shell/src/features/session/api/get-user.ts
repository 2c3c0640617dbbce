import { queryOptions } from '@tanstack/react-query';
import type { SessionCustomer } from '@barrio/shared/bus';
import { apiFetch } from '@barrio/shared/api';
import { parseCustomer } from './customer-schema';

export async function getUser(
  token: string | null,
  signal?: AbortSignal,
): Promise<SessionCustomer | null> {
  const body = await apiFetch<unknown>('/api/user', {
    query: token ? { token } : undefined,
    signal,
  });
  return parseCustomer(body);
}

export function userQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['shell', 'user', token],
    queryFn: ({ signal }) => getUser(token, signal),
    retry: false,
  });
}
