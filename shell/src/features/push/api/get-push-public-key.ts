import { apiFetch } from '@barrio/shared/api';
import { z } from '@barrio/shared/zod';

const publicKeySchema = z.object({ publicKey: z.string() });

/** The gateway's VAPID public key, which the browser subscribes to push with. */
export async function getPushPublicKey(): Promise<string> {
  const body = await apiFetch<unknown>('/api/push/public-key');
  return publicKeySchema.parse(body).publicKey;
}
