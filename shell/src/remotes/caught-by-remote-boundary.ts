// Imports nothing: the shell's start reads it before the remotes' code (and the design system it
// draws fallbacks with) is evaluated, in a later start-up step.

/** Carried by every RemoteBoundary (remote-boundary.tsx). */
export const REMOTE_BOUNDARY = Symbol.for('barrio.remote-boundary');

/**
 * For `createRoot({ onCaughtError })`: React 19 logs every caught error by default, which would
 * log a remote's failure twice (and its silent retries too). RemoteBoundary reports its own.
 */
export function isCaughtByRemoteBoundary(errorInfo: { errorBoundary?: unknown }): boolean {
  const boundary = errorInfo.errorBoundary as { [REMOTE_BOUNDARY]?: unknown } | null | undefined;
  return boundary?.[REMOTE_BOUNDARY] === true;
}
