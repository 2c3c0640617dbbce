import type { AddToCartRequest, ShopContext } from '@barrio/shared/bus';
import type { CatalogProduct } from '@barrio/shared/domain';
import { readAddRequest } from './add-request';
import type { CartStore } from './cart-store';

/** Where the cart reads a product by id: the catalogue's data, never the request. */
export interface ProductLookup {
  /** The product as already loaded in this tab, if it is. */
  cached(catalogId: number, productId: number): CatalogProduct | undefined;
  /** Reads the products from the catalogue API; ids not sold are absent from the answer. */
  fetch(catalogId: number, productIds: number[]): Promise<CatalogProduct[]>;
}

/**
 * Why a requested product is not in the cart: it is not sold (any more), or the catalogue could
 * not be read (the request waits for a retry).
 */
export type AddNotice = { kind: 'unavailable'; count: number } | { kind: 'unreachable' };

// Members are closures over the store, handed on without it (useSyncExternalStore, props).
export interface CartAdditions {
  /** Queues a request; it is applied in order once its product is known. */
  request: (request: AddToCartRequest) => void;
  /** The shell's current shop: requests for it are applied, other shops' wait or are dropped. */
  useShop: (shop: ShopContext | null) => void;
  notice: () => AddNotice | null;
  subscribe: (listener: () => void) => () => void;
  /** Reads the catalogue again for the requests a failed read left waiting. */
  retry: () => void;
  /** Closes the notice; after a failed read, the waiting requests are given up. */
  dismiss: () => void;
}

const keyOf = (catalogId: number, productId: number) => `${catalogId}:${productId}`;

/**
 * Add-to-cart requests carry a product id: each is priced from the catalogue's data for its
 * shop. Requests are applied in the order they came, so a removal never overtakes the add it
 * follows; a product already loaded is applied at once, the rest are read in one call.
 */
export function createCartAdditions(store: CartStore, lookup: ProductLookup): CartAdditions {
  let pending: AddToCartRequest[] = [];
  let shop: ShopContext | null = null;
  let reading = false;
  let notice: AddNotice | null = null;
  // What the last read answered: a product, or null for an id the catalogue does not sell.
  const answered = new Map<string, CatalogProduct | null>();
  const listeners = new Set<() => void>();

  function setNotice(next: AddNotice | null): void {
    notice = next;
    for (const listener of [...listeners]) listener();
  }

  function productFor(catalogId: number, productId: number): CatalogProduct | null | undefined {
    return lookup.cached(catalogId, productId) ?? answered.get(keyOf(catalogId, productId));
  }

  function reportUnavailable(): void {
    const count = notice?.kind === 'unavailable' ? notice.count + 1 : 1;
    setNotice({ kind: 'unavailable', count });
  }

  function drain(): void {
    while (!reading && shop) {
      const current = shop;
      const index = pending.findIndex((request) => request.shopSlug === current.slug);
      if (index < 0) {
        answered.clear();
        return;
      }
      const next = pending[index] as AddToCartRequest;
      if (next.quantity > 0) {
        const product = productFor(current.catalog_id, next.productId);
        if (product === undefined) {
          // A moment later, so that requests published together (a reorder) share one read.
          reading = true;
          void Promise.resolve().then(readMissing);
          return;
        }
        if (product === null) reportUnavailable();
        else store.add(product, next.quantity);
      } else if (next.quantity < 0) {
        store.remove(next.productId, -next.quantity);
      }
      pending.splice(index, 1);
    }
  }

  async function readMissing(): Promise<void> {
    const current = shop;
    if (!current) {
      reading = false;
      return;
    }
    const catalogId = current.catalog_id;
    const ids = pending
      .filter((request) => request.shopSlug === current.slug && request.quantity > 0)
      .map((request) => request.productId)
      .filter((id) => productFor(catalogId, id) === undefined);
    try {
      const products = await lookup.fetch(catalogId, ids);
      const found = new Map(products.map((product) => [product.id, product]));
      for (const id of ids) answered.set(keyOf(catalogId, id), found.get(id) ?? null);
    } catch {
      reading = false;
      setNotice({ kind: 'unreachable' });
      return;
    }
    reading = false;
    drain();
  }

  return {
    request(payload) {
      const request = readAddRequest(payload, shop?.slug ?? null);
      if (!request) return;
      pending.push(request);
      drain();
    },
    useShop(next) {
      const changed = next?.slug !== shop?.slug;
      shop = next;
      if (changed && next) {
        // The cart holds one shop: requests for another one can no longer be applied.
        pending = pending.filter((request) => request.shopSlug === next.slug);
        answered.clear();
      }
      drain();
    },
    notice: () => notice,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    retry() {
      setNotice(null);
      answered.clear();
      drain();
    },
    dismiss() {
      if (notice?.kind === 'unreachable' && !reading) {
        const current = shop;
        pending = pending.filter((request) => request.shopSlug !== current?.slug);
      }
      setNotice(null);
    },
  };
}
