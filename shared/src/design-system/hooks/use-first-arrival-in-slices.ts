import { useDeferredValue } from 'react';

/**
 * `value`, except on its first arrival: that render still sees null, and React draws what the
 * value brings in a deferred render right after. Later changes of the value are drawn at once.
 *
 * Why: an answer of TanStack Query (like any store read with useSyncExternalStore) is a
 * synchronous update, which React renders in one task it cannot interrupt. When that answer turns
 * a loading state into a whole page (the layout, the checkout form), the task ran for 100 to
 * 200 ms on a slow phone, the input blocked all along. A deferred render runs at a transition's
 * priority: in slices, the browser free to handle input and paint between them.
 *
 * A value already there when the component mounts (a cached answer, a hydrated page) is drawn in
 * that first render as usual.
 */
export function useFirstArrivalInSlices<T>(value: T | null | undefined): T | null {
  // Only whether it is here is deferred: a change of a value already drawn renders once, not twice.
  const arrivalDrawn = useDeferredValue(value != null);
  return arrivalDrawn ? (value ?? null) : null;
}
