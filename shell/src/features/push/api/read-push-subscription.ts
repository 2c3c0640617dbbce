import { PUSH_KEY_META_NAME } from '../../../config';

function applicationServerKey(): string | null {
  return (
    document.head.querySelector<HTMLMetaElement>(`meta[name="${PUSH_KEY_META_NAME}"]`)?.content ||
    null
  );
}

/**
 * The browser's push subscription, created when a service worker and an application key are
 * available. Null means push is not possible here; the reason is logged.
 */
export async function readPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.pushManager) {
    console.info('[shell] push set-up skipped: no service worker with push support');
    return null;
  }
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const key = applicationServerKey();
  if (!key) {
    console.info('[shell] push set-up skipped: no application server key configured');
    return null;
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
