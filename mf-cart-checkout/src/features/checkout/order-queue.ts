// The page's view of the order placed without a network (the record itself lives in
// @barrio/shared/order-queue, shared with the service worker). Where the browser has Background
// Sync the worker is asked to send it too; the page sends it when it sees the network come back.
// Whichever claims it first sends it; the other sees it leave through the queue channel.
import {
  createOrderQueue,
  indexedDbQueueStore,
  memoryQueueStore,
  ORDER_QUEUE_CHANNEL,
  ORDER_SYNC_TAG,
  type QueuedOrderRecord,
} from '@barrio/shared/order-queue';
import type { PlaceOrderRequest } from './hooks/use-place-order';

/** Where the order was kept before the worker could send it too (read once, then moved). */
const LEGACY_STORAGE_KEY = 'barrio.queued_order';

export type QueuedOrder = QueuedOrderRecord<PlaceOrderRequest>;

type Listener = () => void;
const listeners = new Set<Listener>();
/** The order still waiting or on its way (a sent one is the checkout's to show, not a notice). */
let snapshot: QueuedOrder | null = null;

const inBrowser = typeof window !== 'undefined';
const queue = createOrderQueue(
  inBrowser && typeof indexedDB !== 'undefined' ? indexedDbQueueStore() : memoryQueueStore(),
);
const channel =
  inBrowser && typeof BroadcastChannel !== 'undefined'
    ? new BroadcastChannel(ORDER_QUEUE_CHANNEL)
    : null;

async function refresh(): Promise<void> {
  const record = (await queue.read().catch(() => null)) as QueuedOrder | null;
  const next = record && record.state !== 'sent' ? record : null;
  const changed = next?.key !== snapshot?.key || next?.state !== snapshot?.state;
  snapshot = next;
  // The listeners also learn of an answer the worker received, to show it.
  if (changed || record?.state === 'sent') for (const listener of listeners) listener();
}

/** This tab changed the record: its own notice and every other tab follow. */
async function changed(): Promise<void> {
  await refresh();
  channel?.postMessage('changed');
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Background Sync, where the browser has it: the worker sends it even if this page closes. */
async function askWorkerToSend(): Promise<void> {
  try {
    const registration: (ServiceWorkerRegistration & SyncRegistration) | undefined =
      await navigator.serviceWorker?.getRegistration();
    await registration?.sync?.register(ORDER_SYNC_TAG);
  } catch (error) {
    // The page's own reconnect path still sends it.
    console.warn('[checkout] background sync is not available for the queued order', error);
  }
}

async function moveLegacyOrder(): Promise<void> {
  const raw = window.localStorage.getItem(LEGACY_STORAGE_KEY);
  if (!raw) return;
  try {
    const old = JSON.parse(raw) as Partial<QueuedOrder>;
    if (typeof old.key === 'string' && old.request) {
      await queue.put(old.key, old.request, old.queuedAt ?? new Date().toISOString());
    }
  } catch {
    // Unreadable: nothing to send.
  }
  window.localStorage.removeItem(LEGACY_STORAGE_KEY);
}

if (inBrowser) {
  channel?.addEventListener('message', () => void refresh());
  void moveLegacyOrder()
    .catch(() => undefined)
    .then(refresh);
}

// `get` and `subscribe` are arrows: useSyncExternalStore calls them without the object.
export const orderQueue = {
  get: (): QueuedOrder | null => snapshot,
  async put(key: string, request: PlaceOrderRequest): Promise<void> {
    await queue.put(key, request, new Date().toISOString());
    await changed();
    await askWorkerToSend();
  },
  /** Cancelling before it leaves: once it is on its way, the server's answer is shown. */
  async cancel(): Promise<void> {
    await queue.cancel(snapshot?.key);
    await changed();
  },
  /** Sends it unless the worker (or another tab) already is; the answer stays in the queue. */
  async send(): Promise<void> {
    try {
      await queue.sendOnce();
    } finally {
      await changed();
    }
  },
  /** The answer to the sent order, whoever sent it, handed to one screen once. */
  async takeResult(): Promise<QueuedOrder | null> {
    const taken = (await queue.takeResult()) as QueuedOrder | null;
    if (taken) await changed();
    return taken;
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A failed send that is about the network, not about the order. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
