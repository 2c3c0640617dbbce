import { useCallback, useEffect, useState } from 'react';
import { canRefreshPushToken, markPushTokenSaved } from '@barrio/shared/storage';
import { savePushToken } from '../api/save-push-token';
import { readPushSubscription } from '../api/read-push-subscription';
import { installationIdFor } from '../installation-id';
import { shouldSetUpPush } from '../should-set-up-push';

function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export interface PushSetup {
  saveFailed: boolean;
  dismiss(): void;
}

/** Registers the device for push once permission is granted; failures are logged (SPEC §8). */
export function usePushSetup(customerId: number | null): PushSetup {
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    if (
      !shouldSetUpPush({
        customerId,
        permission: notificationPermission(),
        refreshAllowed: canRefreshPushToken(),
      })
    ) {
      return undefined;
    }
    let cancelled = false;
    (async () => {
      let subscription: PushSubscription | null;
      try {
        subscription = await readPushSubscription();
      } catch (error) {
        console.error('[shell] push set-up failed', error);
        return;
      }
      if (!subscription || cancelled || customerId === null) return;
      try {
        await savePushToken({
          customer_id: customerId,
          firebase_token: JSON.stringify(subscription),
          installation_id: installationIdFor(subscription.endpoint),
          type: 'web',
        });
        markPushTokenSaved();
      } catch (error) {
        console.error('[shell] Error al guardar el token', error);
        if (!cancelled) setSaveFailed(true);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [customerId]);

  const dismiss = useCallback(() => setSaveFailed(false), []);
  return { saveFailed, dismiss };
}
