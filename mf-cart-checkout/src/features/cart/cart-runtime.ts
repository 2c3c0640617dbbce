import { bus, type Bus } from '@barrio/shared/bus';
import { createCartStore, type CartStore } from './cart-store';

interface Runtime {
  store: CartStore;
  connections: number;
  disconnect: (() => void) | null;
}

let runtime: Runtime | null = null;

/** The tab's cart; one store whichever exposed module mounts first. */
export function cartStore(): CartStore {
  runtime ??= { store: createCartStore(bus), connections: 0, disconnect: null };
  return runtime.store;
}

/** Wires a store to the bus: add intents from the catalogue, and the shell's current shop. */
export function connectCartToBus(store: CartStore, source: Bus = bus): () => void {
  const stopContext = source.subscribe('shell:context-changed', ({ shop }) => {
    if (shop) store.useShop(shop.slug);
  });
  const stopAdd = source.subscribe('cart:add-requested', ({ product, quantity }) => {
    store.add(product, quantity);
  });
  return () => {
    stopContext();
    stopAdd();
  };
}

/**
 * Counted so that the bus stays wired while any of the exposed modules is mounted; with none
 * mounted, add intents queue on the bus until the next one mounts.
 */
export function retainCartConnection(): () => void {
  const store = cartStore();
  const current = runtime as Runtime;
  current.connections += 1;
  if (current.connections === 1) current.disconnect = connectCartToBus(store);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.connections -= 1;
    if (current.connections === 0) {
      current.disconnect?.();
      current.disconnect = null;
    }
  };
}

/** Tests start each case from what storage holds, as a reload would. */
export function resetCartRuntimeForTests(): void {
  runtime?.disconnect?.();
  runtime = null;
}
