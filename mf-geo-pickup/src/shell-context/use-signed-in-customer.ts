import { useBusState, type SessionCustomer } from '@barrio/shared/bus';

/**
 * The signed-in customer as the shell announces it. The session event is the newer source
 * (it changes on sign-in and sign-out without a context change), the context the first one.
 */
export function useSignedInCustomer(): SessionCustomer | null {
  const session = useBusState('shell:session-changed');
  const context = useBusState('shell:context-changed');
  if (session) return session.customer;
  return context?.customer ?? null;
}
