import { PAGE_PROTOCOLS, pageInstance } from '../page-instance';

/**
 * A key/value store over `localStorage` that never throws. Private browsing, disabled
 * cookies (SecurityError on access) and a full quota (QuotaExceededError on write) all
 * degrade to an in-memory map so that the session keeps working until the tab closes.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Called with the changed key (null when the whole storage was cleared in another tab). */
  subscribe(listener: StorageChangeListener): () => void;
}

export type StorageChangeListener = (key: string | null) => void;

export type StorageBackendResolver = () => Storage | null | undefined;

function browserLocalStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  return window.localStorage;
}

function warn(message: string, error: unknown): void {
  console.warn(`[storage] ${message}`, error);
}

export function createSafeStorage(
  resolveBackend: StorageBackendResolver = browserLocalStorage,
): KeyValueStore {
  // Values the backend refused; they win over whatever stale value it still holds.
  const memory = new Map<string, string>();
  const listeners = new Set<StorageChangeListener>();
  let backend: Storage | null | undefined;
  let resolved = false;
  let quotaWarned = false;

  function getBackend(): Storage | null {
    if (!resolved) {
      resolved = true;
      try {
        backend = resolveBackend() ?? null;
      } catch (error) {
        warn('localStorage is not available; keeping values in memory', error);
        backend = null;
      }
    }
    return backend ?? null;
  }

  function notify(key: string | null): void {
    for (const listener of [...listeners]) {
      try {
        listener(key);
      } catch (error) {
        console.error('[storage] a change listener failed', error);
      }
    }
  }

  function onStorageEvent(event: StorageEvent): void {
    const store = getBackend();
    if (store && event.storageArea !== null && event.storageArea !== store) return;
    if (event.key === null) memory.clear();
    else memory.delete(event.key);
    notify(event.key);
  }

  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      const store = getBackend();
      if (!store) return null;
      try {
        return store.getItem(key);
      } catch (error) {
        warn(`reading "${key}" failed`, error);
        return null;
      }
    },
    setItem(key, value) {
      const store = getBackend();
      let persisted = false;
      if (store) {
        try {
          store.setItem(key, value);
          persisted = true;
        } catch (error) {
          if (!quotaWarned) {
            quotaWarned = true;
            warn(`writing "${key}" failed; keeping it in memory`, error);
          }
        }
      }
      if (persisted) memory.delete(key);
      else memory.set(key, value);
      notify(key);
    },
    removeItem(key) {
      memory.delete(key);
      const store = getBackend();
      if (store) {
        try {
          store.removeItem(key);
        } catch (error) {
          warn(`removing "${key}" failed`, error);
        }
      }
      notify(key);
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorageEvent);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorageEvent);
        }
      };
    },
  };
}

function isKeyValueStore(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof KeyValueStore, unknown>>;
  return (
    typeof candidate.getItem === 'function' &&
    typeof candidate.setItem === 'function' &&
    typeof candidate.removeItem === 'function' &&
    typeof candidate.subscribe === 'function'
  );
}

/**
 * The store every accessor of this entry point uses: one per page, so that a write made
 * through one remote's copy of this code reaches the listeners of every other copy.
 */
export const localStore: KeyValueStore = pageInstance(
  PAGE_PROTOCOLS.storage,
  () => createSafeStorage(),
  isKeyValueStore,
);
