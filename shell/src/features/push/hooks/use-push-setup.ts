import { useCallback, useEffect, useState } from 'react';
import { markPushTokenSaved, pushTokenSavedAtStorage } from '@barrio/shared/storage';
import { readPushSubscription } from '../api/read-push-subscription';
import { savePushToken, sendPushHeartbeat } from '../api/save-push-token';
import { installationIdFor } from '../../../push-installation/installation-id';
import { decidePushWork } from '../push-schedule';
import { pushEndpointStorage, pushHeartbeatAtStorage } from '../push-storage';

function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export interface PushSetup {
  saveFailed: boolean;
  dismiss: () => void;
}

/**
 * Keeps the device registered for push once the shopper granted notifications (never asks:
 * see PushPermissionPrompt): registers, refreshes and sends the daily heartbeat as SPEC §9
 * schedules them. Failures are logged; a failed save says 'Error al guardar el token' (§8).
 * `attempt` changes when permission was just granted, to run again at once.
 */
export function usePushSetup(customerId: number | null, attempt = 0): PushSetup {
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    if (customerId === null || notificationPermission() !== 'granted') return undefined;
    let cancelled = false;
    (async () => {
      let subscription: PushSubscription | null;
      try {
        subscription = await readPushSubscription();
      } catch (error) {
        console.error('[shell] push set-up failed', error);
        return;
      }
      if (!subscription || cancelled) return;
      const now = Date.now();
      const installationId = installationIdFor(subscription.endpoint);
      const work = decidePushWork({
        now,
        savedAt: pushTokenSavedAtStorage.get(),
        savedEndpoint: pushEndpointStorage.get(),
        endpoint: subscription.endpoint,
        heartbeatAt: pushHeartbeatAtStorage.get(),
      });
      if (work === 'heartbeat') {
        try {
          await sendPushHeartbeat(customerId, installationId);
          pushHeartbeatAtStorage.set(now);
        } catch (error) {
          console.warn('[shell] push heartbeat failed', error);
        }
        return;
      }
      if (work !== 'register') return;
      try {
        await savePushToken({
          customer_id: customerId,
          firebase_token: JSON.stringify(subscription),
          installation_id: installationId,
          type: 'web',
        });
        markPushTokenSaved(now);
        pushEndpointStorage.set(subscription.endpoint);
      } catch (error) {
        console.error('[shell] Error al guardar el token', error);
        if (!cancelled) setSaveFailed(true);
      }
    })().catch((error: unknown) => console.error('[shell] push set-up failed', error));
    return () => {
      cancelled = true;
    };
  }, [customerId, attempt]);

  const dismiss = useCallback(() => setSaveFailed(false), []);
  return { saveFailed, dismiss };
}
