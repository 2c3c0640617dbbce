import { apiFetch } from '@barrio/shared/api';
import { pushPublicKeySchema } from '@barrio/shared/contract';

/** The gateway's VAPID public key, which the browser subscribes to push with. */
export async function getPushPublicKey(): Promise<string> {
  const body = await apiFetch<unknown>('/api/push/public-key');
  return pushPublicKeySchema.parse(body).publicKey;
}
