import { SESSION_QUERY_PARAM } from '../../config';

/**
 * The URL with the customer id as the session parameter, or null when it already carries it
 * (so the caller writes history only when something changes).
 */
export function withSessionParam(href: string, customerId: number | null): string | null {
  if (customerId === null) return null;
  const url = new URL(href);
  const value = String(customerId);
  if (url.searchParams.get(SESSION_QUERY_PARAM) === value) return null;
  url.searchParams.set(SESSION_QUERY_PARAM, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
