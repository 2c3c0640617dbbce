import { PUSH_KEY_META_NAME } from '../../../config';
import { getPushPublicKey } from './get-push-public-key';

/** A key written into the page wins; otherwise the gateway says which key it signs with. */
async function applicationServerKey(): Promise<string> {
  const fromPage = document.head.querySelector<HTMLMetaElement>(
    `meta[name="${PUSH_KEY_META_NAME}"]`,
  )?.content;
  return fromPage || getPushPublicKey();
}

/**
 * The browser's push subscription, created with the gateway's key when the service worker is
 * there. Null means push is not possible here; the reason is logged.
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
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: await applicationServerKey(),
  });
}
