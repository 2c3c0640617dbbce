import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const inTheBrowser = () => true;
const onTheServer = () => false;

/**
 * False while the server renders a page and while the browser hydrates that markup; true from
 * the render after, and at once on a page the browser renders alone. What only the browser
 * knows (its storage, the window, a stored cart) may change the markup from then on: rendered
 * any earlier, it would differ from the server's markup, which React then throws away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, inTheBrowser, onTheServer);
}

/**
 * `browserValue()` once the page is hydrated, `serverValue` before (see useHydrated). The
 * browser's value is read at render time: it must be cheap and stable.
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  return useHydrated() ? browserValue() : serverValue;
}
