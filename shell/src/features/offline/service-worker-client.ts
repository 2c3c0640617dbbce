import { Workbox } from 'workbox-window';
import { isLowDataMode } from '@barrio/shared/storage';
import { SKIP_WAITING, WARM_CACHE, type WarmCacheMessage } from '../../service-worker/messages';

export const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;

let updateReady = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

function setUpdateReady(value: boolean): void {
  updateReady = value;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a new version of the storefront is installed and waits for the shopper's yes. */
export function isUpdateReady(): boolean {
  return updateReady;
}

/** The shopper accepted the update: the waiting worker takes over and the page reloads. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.messageSkipWaiting();
}

/** Hands the first visit's files to the worker, which did not control the page yet. */
async function warmCaches(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const message: WarmCacheMessage = {
    type: WARM_CACHE,
    page: window.location.href,
    urls: performance.getEntriesByType('resource').map((entry) => entry.name),
    lowData: isLowDataMode(),
  };
  registration.active?.postMessage(message);
}

/**
 * Registers the service worker of a production build (the dev server has none). Never asks
 * the shopper anything: permission prompts belong to the moments that need them.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const firstVisit = navigator.serviceWorker.controller === null;
  const wb = new Workbox(SERVICE_WORKER_URL);
  wb.addEventListener('waiting', () => setUpdateReady(true));
  // After the shopper accepted an update, the new worker controls the page: reload into it.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate && firstVisit) {
      warmCaches().catch((error: unknown) => {
        console.warn('[shell] could not keep the first visit for offline use', error);
      });
    }
  });
  workbox = wb;
  wb.register().catch((error: unknown) => {
    console.warn('[shell] service worker registration failed', error);
  });
}

export { SKIP_WAITING };
