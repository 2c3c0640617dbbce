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

/** The daily sign of life of this installation (SPEC §9). */
export async function sendPushHeartbeat(customerId: number, installationId: string): Promise<void> {
  await apiFetch<unknown>('/api/push/heartbeat', {
    method: 'POST',
    body: { customer_id: customerId, installation_id: installationId },
  });
}
