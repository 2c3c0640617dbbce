import { apiFetch } from '@barrio/shared/api';

/** The gateway's VAPID public key, which the browser subscribes to push with. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiFetch<{ publicKey: string }>('/api/push/public-key');
  return publicKey;
}
