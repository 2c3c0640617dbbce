import { Workbox } from 'workbox-window';
import { isLowDataMode } from '@barrio/shared/storage';
import { WARM_CACHE, type WarmCacheMessage } from '../../service-worker/messages';
import { markUpdateReady } from './update-state';

export const SERVICE_WORKER_URL = '/sw.js';

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
 * Registers the service worker. Never asks the shopper anything: permission prompts belong to
 * the moments that need them.
 */
export function registerServiceWorker(): void {
  const firstVisit = navigator.serviceWorker.controller === null;
  const wb = new Workbox(SERVICE_WORKER_URL);
  wb.addEventListener('waiting', () => markUpdateReady(() => wb.messageSkipWaiting()));
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
  wb.register().catch((error: unknown) => {
    console.warn('[shell] service worker registration failed', error);
  });
}
