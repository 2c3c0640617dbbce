import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a piece of work runs for, wherever in the call chain it logs. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
