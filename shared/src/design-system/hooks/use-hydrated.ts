import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRedraw } from './use-redraw';

const neverChanges = () => () => undefined;
const sameEverywhere = () => 0;

/**
 * Whether React renders this component's first time while hydrating the server's markup (or on
 * the server): only then does it read a store's server snapshot. Both snapshots are the same
 * value, so the store never asks for a render of its own (see useHydrated).
 */
function useMountedWhileHydrating(): boolean {
  let hydrating = false;
  useSyncExternalStore(neverChanges, sameEverywhere, () => {
    hydrating = true;
    return 0;
  });
  return hydrating;
}

/**
 * False while the server renders a page and while the browser hydrates that markup; true from
 * a render soon after, and at once on a page the browser renders alone. What only the browser
 * knows (its storage, the window, a stored cart) may change the markup from then on: rendered
 * any earlier, it would differ from the server's markup, which React then throws away.
 *
 * The switch after hydration is a transition. Read through useSyncExternalStore with differing
 * snapshots, as it once was, React drew every component that asks (the shell's session, each
 * remote slot, every island) again in one synchronous render it could not slice: at 4× CPU a
 * task of 100 ms and more right after the page came alive.
 */
export function useHydrated(): boolean {
  const mountedWhileHydrating = useMountedWhileHydrating();
  const [hydrated, setHydrated] = useState(!mountedWhileHydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether this component's render still draws what the server drew: true in its render on the
 * server and in the one hydrating that markup, false from its first effect on (and from the
 * start on a page the browser renders alone). Unlike useHydrated, the switch asks for no render:
 * a component whose browser value differs from the server's asks for one itself. Once a cold
 * /demo-mx had hydrated, every component that read useHydrated was drawn again with everything
 * under it (the shell's header, the shop screen with its search, each island): more than a
 * hundred components, though nothing on a guest's page changed.
 * Effects declared after this hook in the same component see it false.
 */
export function useServerMarkupDrawn(): { readonly current: boolean } {
  const mountedWhileHydrating = useMountedWhileHydrating();
  const drawn = useRef(mountedWhileHydrating);
  useEffect(() => {
    drawn.current = false;
  }, []);
  return drawn;
}

/**
 * `browserValue()` once the page is hydrated, `serverValue` before (see useHydrated): drawn
 * again after hydration, in a transition, only when the two differ. The browser's value is read
 * at render time: it must be cheap and stable (compared with Object.is).
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  const serverMarkup = useServerMarkupDrawn();
  const redraw = useRedraw();
  const drewServerValue = serverMarkup.current;
  useEffect(() => {
    if (drewServerValue && !Object.is(browserValue(), serverValue)) startTransition(redraw);
  }, [drewServerValue, browserValue, serverValue, redraw]);
  return drewServerValue ? serverValue : browserValue();
}
