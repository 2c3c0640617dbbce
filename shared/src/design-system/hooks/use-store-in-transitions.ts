import { startTransition, useEffect, useReducer, useRef } from 'react';
import { useHydrated } from './use-hydrated';

const nextVersion = (version: number) => version + 1;

/**
 * A store's value (`getSnapshot()`, or `getServerSnapshot()` while the page hydrates the server's
 * markup), the component drawn again in a transition when that value changes.
 *
 * For what changes the page around the shopper rather than answers a tap: the shell's context
 * (the session, the flags and the tier arriving while the page starts) and the bus's state
 * events. Read through useSyncExternalStore, each such change re-rendered every reader at once in
 * one synchronous render, which React cannot slice and which also runs the effects it causes in
 * the same task: right after the page came alive, tasks of 20 to 40 ms unthrottled, 80 to 160 ms
 * on the phone Lighthouse simulates. A transition is drawn in slices between which the browser
 * handles input and paints.
 *
 * Readers may see a change one render later than the store has it (never an older value after a
 * newer one). A control that answers a tap reads its store with useSyncExternalStore instead.
 * `getSnapshot` must return a value kept as it is (compared with Object.is).
 */
export function useStoreInTransitions<T>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T = getSnapshot,
): T {
  const hydrated = useHydrated();
  const [, redraw] = useReducer(nextVersion, 0);
  const value = hydrated ? getSnapshot() : getServerSnapshot();
  // What this component last drew and how to read the store now, for the listener below.
  const drawn = useRef(value);
  const read = useRef(getSnapshot);
  useEffect(() => {
    drawn.current = value;
    read.current = hydrated ? getSnapshot : getServerSnapshot;
  });
  useEffect(() => {
    const onStoreChange = () => {
      if (!Object.is(read.current(), drawn.current)) startTransition(redraw);
    };
    // A change between this component's render and now is drawn too.
    onStoreChange();
    return subscribe(onStoreChange);
  }, [subscribe]);
  return value;
}
