import { apiFetch } from '@barrio/shared/api';

function tierIdOf(entry: unknown): string | null {
  if (!entry || typeof entry !== 'object') return null;
  const id = (entry as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null;
}

/** The first default tier of the shop in its country, or null when there is none. */
export async function getDefaultTierId(
  shopId: number,
  countryId: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const body = await apiFetch<unknown>(`/api/tiers/default/${shopId}`, {
    query: { countryId },
    signal,
  });
  const list =
    body && typeof body === 'object' && 'tiers' in body ? (body as { tiers: unknown }).tiers : body;
  if (Array.isArray(list)) return tierIdOf(list[0]);
  return tierIdOf(list);
}
