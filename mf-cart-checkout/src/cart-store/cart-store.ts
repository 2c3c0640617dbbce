import { bus, type Bus, type CartSnapshot } from '@barrio/shared/bus';
import {
  addToCart,
  capQuantity,
  cartTotals,
  removeFromCart,
  setCartLineQuantity,
  type CartLine,
  type CatalogProduct,
} from '@barrio/shared/domain';
import { cartDetailStorage, cartStorage, clearStoredCart, writeCart } from '@barrio/shared/storage';
import { cartDetail } from './cart-detail';

export interface CartState {
  shopSlug: string;
  lines: CartLine[];
  total: number;
  quantity: number;
}

type Listener = (state: CartState) => void;

// Members are closures over the store, handed on without it (useSyncExternalStore, props).
export interface CartStore {
  getState: () => CartState;
  subscribe: (listener: Listener) => () => void;
  /** Adds units (merging into an existing line), capped by the product's limit. */
  add: (product: CatalogProduct, quantity: number) => void;
  /** Subtracts units, or the whole line when `quantity` is omitted. */
  remove: (productId: number, quantity?: number) => void;
  /** Sets a line's quantity, capped; zero or less removes the line. */
  setQuantity: (productId: number, quantity: number) => void;
  setNotes: (productId: number, notes: string) => void;
  /** Units the customer already has in other orders (a limit answer's existing_quantity). */
  setExistingQuantity: (productId: number, existingQuantity: number) => void;
  /** Keeps the cart for `shopSlug`; another shop's cart is cleared. */
  useShop: (shopSlug: string) => void;
  clear: () => void;
}

function snapshot(shopSlug: string, lines: CartLine[]): CartState {
  return { shopSlug, lines, ...cartTotals(lines) };
}

function readStoredState(): CartState {
  const stored = cartStorage.get();
  return stored ? snapshot(stored.shopSlug, stored.lines) : snapshot('', []);
}

/**
 * The cart of one tab: the single writer of the cart, total, quantity and detail storage keys,
 * and the publisher of `cart:updated` after every change.
 */
export function createCartStore(source: Bus = bus): CartStore {
  let state = readStoredState();
  const existingQuantities = new Map<number, number>();
  const listeners = new Set<Listener>();

  function commit(shopSlug: string, lines: CartLine[]): void {
    state = snapshot(shopSlug, lines);
    if (lines.length === 0) {
      clearStoredCart(shopSlug);
    } else {
      writeCart(shopSlug, lines, state.total, state.quantity);
      cartDetailStorage.set(cartDetail(lines));
    }
    const published: CartSnapshot = { ...state };
    source.publish('cart:updated', published);
    for (const listener of [...listeners]) listener(state);
  }

  function lineQuantity(productId: number): number {
    return state.lines.find((line) => line.productid === productId)?.cantidad ?? 0;
  }

  // The limit counts units already ordered elsewhere for the day plus what the cart holds.
  function capped(product: CatalogProduct, requestedTotal: number): number {
    return capQuantity(product, requestedTotal, existingQuantities.get(product.id) ?? 0);
  }

  function remove(productId: number, quantity?: number): void {
    if (!state.lines.some((line) => line.productid === productId)) return;
    commit(state.shopSlug, removeFromCart(state.lines, productId, quantity));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add(product, quantity) {
      if (quantity < 0) {
        remove(product.id, -quantity);
        return;
      }
      const current = lineQuantity(product.id);
      const target = capped(product, current + quantity);
      if (target <= current) return;
      commit(state.shopSlug, addToCart(state.lines, product, target - current));
    },
    remove,
    setQuantity(productId, quantity) {
      const line = state.lines.find((candidate) => candidate.productid === productId);
      if (!line) return;
      const next = quantity <= 0 ? 0 : capped(line.datos_producto, quantity);
      commit(state.shopSlug, setCartLineQuantity(state.lines, productId, next));
    },
    setNotes(productId, notes) {
      if (!state.lines.some((line) => line.productid === productId)) return;
      commit(
        state.shopSlug,
        state.lines.map((line) => (line.productid === productId ? { ...line, notes } : line)),
      );
    },
    setExistingQuantity(productId, existingQuantity) {
      existingQuantities.set(productId, Math.max(0, existingQuantity));
    },
    useShop(shopSlug) {
      if (shopSlug === state.shopSlug) return;
      existingQuantities.clear();
      commit(shopSlug, []);
    },
    clear() {
      existingQuantities.clear();
      commit(state.shopSlug, []);
    },
  };
}
