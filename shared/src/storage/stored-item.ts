import type { z } from '../zod';
import { localStore, type KeyValueStore } from './safe-storage';

export interface StoredItem<T> {
  readonly key: string;
  /** The stored value, or null when absent, unreadable or not of the expected shape. */
  get(): T | null;
  set(value: T): void;
  remove(): void;
  /** Notified on writes in this tab and in other tabs; returns the unsubscribe. */
  subscribe(listener: (value: T | null) => void): () => void;
}

interface Codec<T> {
  encode(value: T): string;
  decode(raw: string): T | null;
}

function createItem<T>(key: string, codec: Codec<T>, store: KeyValueStore): StoredItem<T> {
  const read = (): T | null => {
    const raw = store.getItem(key);
    return raw === null ? null : codec.decode(raw);
  };
  return {
    key,
    get: read,
    set(value) {
      store.setItem(key, codec.encode(value));
    },
    remove() {
      store.removeItem(key);
    },
    subscribe(listener) {
      return store.subscribe((changedKey) => {
        if (changedKey === null || changedKey === key) listener(read());
      });
    },
  };
}

/** A value kept as JSON and validated with `schema` when read back. */
export function defineJsonItem<S extends z.ZodType>(
  key: string,
  schema: S,
  store: KeyValueStore = localStore,
): StoredItem<z.output<S>> {
  return createItem<z.output<S>>(
    key,
    {
      encode: (value) => JSON.stringify(value),
      decode(raw) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw);
        } catch {
          return null;
        }
        const result = schema.safeParse(parsed);
        return result.success ? result.data : null;
      },
    },
    store,
  );
}

/** A plain string kept as is (tokens and ids stay readable in the browser's tools). */
export function defineTextItem<T extends string>(
  key: string,
  schema: z.ZodType<T>,
  store: KeyValueStore = localStore,
): StoredItem<T> {
  return createItem<T>(
    key,
    {
      encode: (value) => value,
      decode(raw) {
        const result = schema.safeParse(raw);
        return result.success ? result.data : null;
      },
    },
    store,
  );
}
