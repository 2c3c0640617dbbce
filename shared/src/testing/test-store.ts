/**
 * A store updated from outside React, as a query cache or the bus is, for tests of the hooks
 * that read one: `set` tells every listener at once.
 */
export function createTestStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}
