type Listener = () => void;

// What the page shows about a waiting update lives apart from the worker's registration, so
// the notice can render from the start while workbox-window loads only after the page has.
let updateReady = false;
let acceptUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

/** The registration found a new version waiting; `accept` lets it take over. */
export function markUpdateReady(accept: () => void): void {
  updateReady = true;
  acceptUpdate = accept;
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
  acceptUpdate?.();
}
