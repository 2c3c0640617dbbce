// An order placed without a network waits here, with the Idempotency-Key it will be sent with,
// until the phone is online again. One order at a time: the cart it came from stays as it is.
import type { PlaceOrderRequest } from './hooks/use-place-order';

const STORAGE_KEY = 'barrio.queued_order';

export interface QueuedOrder {
  /** Sent as Idempotency-Key: a retry after a lost answer never orders twice. */
  key: string;
  request: PlaceOrderRequest;
  queuedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: QueuedOrder | null | undefined;

function read(): QueuedOrder | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<QueuedOrder>;
    return typeof parsed.key === 'string' && parsed.request ? (parsed as QueuedOrder) : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

// Another tab sending or cancelling the queued order is seen here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    cached = read();
    notify();
  });
}

export const orderQueue = {
  get(): QueuedOrder | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  put(order: QueuedOrder): void {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(order));
    cached = order;
    notify();
  },
  /** Cancelling before it leaves, or done once the server has it. */
  clear(key?: string): void {
    if (key !== undefined && orderQueue.get()?.key !== key) return;
    window.localStorage.removeItem(STORAGE_KEY);
    cached = null;
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A failed send that is about the network, not about the order. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
