import { queryOptions } from '@tanstack/react-query';
import type { SessionCustomer } from '@barrio/shared/bus';
import { apiFetch } from '@barrio/shared/api';
import { parseCustomer } from './customer-schema';

/** The session cookie travels with the same-origin request; the token never passes through script. */
export async function getUser(signal?: AbortSignal): Promise<SessionCustomer | null> {
  const body = await apiFetch<unknown>('/api/user', { signal });
  return parseCustomer(body);
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: ['shell', 'user'],
    queryFn: ({ signal }) => getUser(signal),
    retry: false,
  });
}
