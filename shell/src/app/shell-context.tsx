import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { useStoreInTransitions } from '@barrio/shared/design-system';
import type { SupportedLocale } from '@barrio/shared/i18n';
import type { Shop } from '../features/shop-route/api/get-shop';
import type { RouteTarget } from '../features/shop-route/decide-shop-route';
import type { Session } from '../features/session/hooks/use-session';

/** What the shell knows about the page in view; the remotes read the same through the bus. */
export interface ShellContextValue {
  shop: Shop;
  /** The first path segment as typed (`ar`, `demo-ar`, `innovacion`). */
  shopRoute: string;
  target: RouteTarget;
  countryId: number;
  locale: SupportedLocale;
  session: Session;
  tierId: string | null;
  flags: Record<string, boolean>;
  isNativeApp: boolean;
}

type Listener = () => void;

/**
 * The shell's context held as a store the page's components subscribe to, not as a React
 * context value: a change of session, flags or tier re-renders the components that read it, and
 * nothing else. A React context's change reaches every part of the page below its provider,
 * those React is still hydrating from the server's markup too, and React hydrates such a part at
 * once, in one long task, to apply it. Those components draw the change in a transition, in
 * slices (useStoreInTransitions).
 */
class ShellContextStore {
  private readonly listeners = new Set<Listener>();

  constructor(private value: ShellContextValue) {}

  readonly get = (): ShellContextValue => this.value;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(value: ShellContextValue): void {
    if (value === this.value) return;
    this.value = value;
    for (const listener of [...this.listeners]) listener();
  }
}

const ShellContextStoreContext = createContext<ShellContextStore | null>(null);

export interface ShellContextProviderProps {
  value: ShellContextValue;
  children?: ReactNode;
}

export function ShellContextProvider({ value, children }: ShellContextProviderProps) {
  const [store] = useState(() => new ShellContextStore(value));
  // The components below are told of a new value once it is committed, and draw it in a
  // transition.
  useLayoutEffect(() => store.set(value), [store, value]);
  return (
    <ShellContextStoreContext.Provider value={store}>{children}</ShellContextStoreContext.Provider>
  );
}

function useShellContextStore(): ShellContextStore {
  const store = useContext(ShellContextStoreContext);
  if (!store) throw new Error('useShellContext must be used inside a shop route');
  return store;
}

export function useShellContext(): ShellContextValue {
  const store = useShellContextStore();
  return useStoreInTransitions(store.subscribe, store.get);
}

/**
 * One part of the shell's context (a primitive, or a value kept as it is): the component
 * re-renders only when that part changes.
 */
export function useShellContextSelector<T>(select: (value: ShellContextValue) => T): T {
  const store = useShellContextStore();
  return useStoreInTransitions(store.subscribe, () => select(store.get()));
}
