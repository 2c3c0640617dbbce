import type { QueryClient } from '@tanstack/react-query';
import { track } from '@barrio/shared/analytics';
import { bus, type Bus } from '@barrio/shared/bus';
import { createCartAdditions, type CartAdditions } from './cart-additions';
import { createCartStore, type CartStore } from './cart-store';
import { catalogueLookup } from './catalogue-lookup';

interface Runtime {
  store: CartStore;
  additions: CartAdditions;
  /** The shell's query client, known once an exposed module has mounted under it. */
  queryClient: QueryClient | null;
  connections: number;
  disconnect: (() => void) | null;
}

let runtime: Runtime | null = null;

function currentRuntime(): Runtime {
  if (!runtime) {
    const store = createCartStore(bus);
    const lookup = catalogueLookup(() => runtime?.queryClient ?? null);
    runtime = {
      store,
      additions: createCartAdditions(store, lookup),
      queryClient: null,
      connections: 0,
      disconnect: null,
    };
  }
  return runtime;
}

/** The tab's cart; one store whichever exposed module mounts first. */
export function cartStore(): CartStore {
  return currentRuntime().store;
}

/** The add requests of the tab's cart, and the notice of those that could not be added. */
export function cartAdditions(): CartAdditions {
  return currentRuntime().additions;
}

/** Wires a cart to the bus: add intents from other teams, and the shell's current shop. */
export function connectCartToBus(
  store: CartStore,
  additions: CartAdditions,
  source: Bus = bus,
): () => void {
  const stopContext = source.subscribe('shell:context-changed', ({ shop }) => {
    if (shop) store.useShop(shop.slug);
    additions.useShop(shop);
  });
  const stopAdd = source.subscribe('cart:add-requested', (request) => {
    track('add_to_cart', { product_id: request.productId, quantity: request.quantity });
    additions.request(request);
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
export function retainCartConnection(queryClient: QueryClient): () => void {
  const current = currentRuntime();
  current.queryClient = queryClient;
  current.connections += 1;
  if (current.connections === 1) {
    current.disconnect = connectCartToBus(current.store, current.additions);
  }
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
