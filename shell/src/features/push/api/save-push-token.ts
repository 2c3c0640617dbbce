import { apiFetch } from '@barrio/shared/api';

export interface PushRegistration {
  customer_id: number;
  firebase_token: string;
  installation_id: string;
  type: 'web';
}

export async function savePushToken(registration: PushRegistration): Promise<void> {
  // The registration call SPEC §7 leaves unnamed; the gateway serves it here.
  await apiFetch<unknown>('/api/push/registrations', { method: 'POST', body: registration });
}
