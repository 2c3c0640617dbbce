/**
 * Calls `callback` once the browser is idle (at the latest `timeoutMs` later, when given), or on
 * the next turn in a browser that cannot tell (no requestIdleCallback); returns the cancel.
 */
export function onIdle(callback: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(
      () => callback(),
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}
