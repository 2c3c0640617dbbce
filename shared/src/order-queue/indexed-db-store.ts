// The queue's record in IndexedDB: the one storage both a page and its service worker open.
import type { QueuedOrderRecord, QueueStore } from './queue';

const DB_NAME = 'barrio-order-queue';
const STORE = 'orders';
const RECORD_KEY = 'queued';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return requestResult(request);
}

export function indexedDbQueueStore(factory: IDBFactory = indexedDB): QueueStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => (db ??= open(factory));
  return {
    async read() {
      const tx = (await database()).transaction(STORE, 'readonly');
      const record = await requestResult<unknown>(tx.objectStore(STORE).get(RECORD_KEY));
      return (record as QueuedOrderRecord | undefined) ?? null;
    },
    // One readwrite transaction: another tab or the worker waits for it to finish, so the
    // decision is made on the record as it is.
    async update(change) {
      const tx = (await database()).transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
      const current = ((await requestResult(store.get(RECORD_KEY))) as QueuedOrderRecord) ?? null;
      const next = change(current);
      if (next === null) store.delete(RECORD_KEY);
      else if (next !== undefined) store.put(next, RECORD_KEY);
      await done;
      return next === undefined ? current : next;
    },
  };
}
