import { useCallback, useEffect, useRef } from 'react';
import { useStoreInTransitions } from '../design-system/hooks/use-store-in-transitions';
import type { Bus, EventHandler } from './create-bus';
import type { EventMap, EventName, StateEventName } from './event-map';
import { bus as globalBus } from './global-bus';

// What a server's render saw, and so what the browser renders while hydrating its markup: no
// event yet. The latest value follows in the page's render after hydration, in slices.
const noValueYet = () => undefined;

/** The latest value of a state event, re-rendering (in a transition) when it changes. */
export function useBusState<N extends StateEventName>(
  name: N,
  source: Bus = globalBus,
): EventMap[N] | undefined {
  const subscribe = useCallback(
    (onStoreChange: () => void) => source.subscribe(name, () => onStoreChange()),
    [source, name],
  );
  const getSnapshot = useCallback(() => source.latest(name), [source, name]);
  return useStoreInTransitions(subscribe, getSnapshot, noValueYet);
}

/**
 * One part of a state event's latest value, re-rendering only when that part changes: a
 * component drawn many times over (a product card's controls) reads the one flag it needs
 * without re-rendering each time anything else in the shell's context changes. `select` must
 * return a primitive or a value kept as it is (compared with Object.is).
 */
export function useBusSelector<N extends StateEventName, T>(
  name: N,
  select: (value: EventMap[N] | undefined) => T,
  source: Bus = globalBus,
): T {
  const subscribe = useCallback(
    (onStoreChange: () => void) => source.subscribe(name, () => onStoreChange()),
    [source, name],
  );
  const getSnapshot = () => select(source.latest(name));
  return useStoreInTransitions(subscribe, getSnapshot, () => select(undefined));
}

/**
 * Subscribes for the component's lifetime. The latest handler is always called, so passing
 * an inline function does not resubscribe (which would re-deliver replayed state).
 */
export function useBusSubscription<N extends EventName>(
  name: N,
  handler: EventHandler<N>,
  source: Bus = globalBus,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => source.subscribe(name, (payload) => handlerRef.current(payload)), [source, name]);
}
