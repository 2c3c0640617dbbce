// The order placed offline, kept where both the page and the service worker reach it (one
// record: one order at a time). Either may send it, the page when it sees the network come back
// and the worker on Background Sync; whoever claims it first sends it, the other leaves it
// alone, and the answer is kept here until the page shows it. Every step is one transaction on
// the store, so a send and a cancel can never both happen.
import { submitOrder, type SubmitOrderResult } from '../api/submit-order';
import type { OrderPayload } from '../contract/api/order';

/** What the checkout needs to send the order (it may keep more, for after it is placed). */
export interface QueuedOrderRequest {
  payload: OrderPayload;
  autoconfirm: boolean;
}

export type QueuedOrderState = 'queued' | 'sending' | 'sent';

export interface QueuedOrderRecord<R extends QueuedOrderRequest = QueuedOrderRequest> {
  /** Sent as Idempotency-Key by whichever side sends it: a repeat never orders twice. */
  key: string;
  request: R;
  queuedAt: string;
  state: QueuedOrderState;
  /** When the sender claimed it ('sending'): a claim this old is from a sender that died. */
  claimedAt?: number;
  /** The server's answer ('sent'), shown once by the page. */
  result?: SubmitOrderResult;
}

/** One record, changed only by a whole read-decide-write step. */
export interface QueueStore {
  read(): Promise<QueuedOrderRecord | null>;
  /** Runs `change` on the current record atomically; its return (undefined: no change) is kept. */
  update(
    change: (current: QueuedOrderRecord | null) => QueuedOrderRecord | null | undefined,
  ): Promise<QueuedOrderRecord | null>;
}

/**
 * A sender that has not finished in this long is gone (the worker was stopped mid-send). Only
 * where the browser has no Web Locks: with them, a claim is known to be abandoned at once.
 */
export const STALE_CLAIM_MS = 60_000;

/**
 * The Web Lock a sender holds from its claim to its answer. The browser lets go of it the moment
 * the page or worker holding it goes away, so a tab closed mid-send never holds the order up:
 * the next sender waits for the lock rather than leaving the order alone, and a claim it then
 * finds was abandoned.
 */
export const ORDER_SEND_LOCK = 'barrio-order-send';

/** The part of the Web Locks API (`navigator.locks`) the queue uses. */
export interface SendLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): SendLocks | null {
  const locks = (globalThis as { navigator?: { locks?: SendLocks } }).navigator?.locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** The Background Sync tag the page registers and the worker answers. */
export const ORDER_SYNC_TAG = 'barrio-queued-order';

/** Page and worker announce every change here, so each tab's notice follows the one record. */
export const ORDER_QUEUE_CHANNEL = 'barrio-order-queue';

export type Send = (request: QueuedOrderRequest, key: string) => Promise<SubmitOrderResult>;

export const sendOverNetwork: Send = (request, key) =>
  submitOrder(request.payload, { autoconfirm: request.autoconfirm, idempotencyKey: key });

export function createOrderQueue(
  store: QueueStore,
  now: () => number = Date.now,
  locks: SendLocks | null = browserLocks(),
) {
  /** Claims the order if it is free (or `abandoned`), sends it, and keeps the answer. */
  async function claimAndSend(
    send: Send,
    abandoned: (claim: QueuedOrderRecord) => boolean,
  ): Promise<QueuedOrderRecord | null> {
    let claimed: QueuedOrderRecord | null = null;
    await store.update((current) => {
      if (!current) return undefined;
      if (current.state !== 'queued' && !(current.state === 'sending' && abandoned(current))) {
        return undefined;
      }
      claimed = { ...current, state: 'sending', claimedAt: now() };
      return claimed;
    });
    const mine = claimed as QueuedOrderRecord | null;
    if (!mine) return null;
    let result: SubmitOrderResult;
    try {
      result = await send(mine.request, mine.key);
    } catch (error) {
      await store.update((current) =>
        current?.key === mine.key && current.state === 'sending'
          ? { ...current, state: 'queued', claimedAt: undefined }
          : undefined,
      );
      throw error;
    }
    return store.update((current) =>
      current?.key === mine.key ? { ...current, state: 'sent', result } : undefined,
    );
  }

  return {
    read: () => store.read(),

    put(key: string, request: QueuedOrderRequest, queuedAt: string): Promise<unknown> {
      return store.update(() => ({ key, request, queuedAt, state: 'queued' }));
    },

    /** Removes it only if it has not started to leave; true when it was cancelled. */
    async cancel(key?: string): Promise<boolean> {
      let cancelled = false;
      await store.update((current) => {
        if (!current || current.state !== 'queued') return undefined;
        if (key !== undefined && current.key !== key) return undefined;
        cancelled = true;
        return null;
      });
      return cancelled;
    },

    /**
     * Sends it if nobody else is: claimed, sent with its key, and its answer kept. A failure to
     * reach the server puts it back in the queue and rethrows. Resolves to the sent record, or
     * null when there was nothing to send (none, cancelled, sent, or another sender has it).
     * With Web Locks a sender still at work is waited for, and a sender that went away mid-send
     * (its tab closed) is taken over at once; without them, after STALE_CLAIM_MS.
     */
    async sendOnce(send: Send = sendOverNetwork): Promise<QueuedOrderRecord | null> {
      if (!locks) {
        return claimAndSend(send, (claim) => now() - (claim.claimedAt ?? 0) > STALE_CLAIM_MS);
      }
      // Holding the lock, no one else is sending: a claim still standing was abandoned.
      return locks.request(ORDER_SEND_LOCK, () => claimAndSend(send, () => true));
    },

    /** The sent order's answer, handed out once (the record goes with it). */
    async takeResult(): Promise<QueuedOrderRecord | null> {
      let taken: QueuedOrderRecord | null = null;
      await store.update((current) => {
        if (current?.state !== 'sent') return undefined;
        taken = current;
        return null;
      });
      return taken;
    },
  };
}

export type OrderQueue = ReturnType<typeof createOrderQueue>;

/** For tests and for a browser without IndexedDB (private modes of some browsers). */
export function memoryQueueStore(): QueueStore {
  let record: QueuedOrderRecord | null = null;
  return {
    read: async () => record,
    update: async (change) => {
      const next = change(record);
      if (next !== undefined) record = next;
      return record;
    },
  };
}
