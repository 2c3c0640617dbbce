import { apiFetch } from '@barrio/shared/api';
import { TIER_COOKIE_DAYS, TIER_COOKIE_NAME } from '../../../config';

function cookieValueOf(body: unknown): string | null {
  if (typeof body === 'string') return body || null;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const value = record.value ?? record.cookieValue ?? record[TIER_COOKIE_NAME];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

export async function readTierCookie(signal?: AbortSignal): Promise<string | null> {
  const body = await apiFetch<unknown>('/api/cookies', {
    query: { cookieName: TIER_COOKIE_NAME },
    signal,
  });
  return cookieValueOf(body);
}

export async function writeTierCookie(tierId: string): Promise<void> {
  // `exp` is in days.
  await apiFetch<unknown>('/api/cookies', {
    method: 'POST',
    query: { cookieName: TIER_COOKIE_NAME, cookieValue: tierId, exp: TIER_COOKIE_DAYS },
  });
}
