import { apiFetch } from '@barrio/shared/api';
import { tierSchema } from '@barrio/shared/contract';

/** The default tier of the shop in its country (the gateway answers 404 when there is none). */
export async function getDefaultTierId(
  shopId: number,
  countryId: number,
  signal?: AbortSignal,
): Promise<string | null> {
  const body = await apiFetch<unknown>(`/api/tiers/default/${shopId}`, {
    query: { countryId },
    signal,
  });
  return tierSchema.parse(body).id;
}
