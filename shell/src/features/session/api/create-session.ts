import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionCustomer } from '@barrio/shared/bus';
import { apiFetch } from '@barrio/shared/api';
import { sessionSchema } from '@barrio/shared/contract';
import { storeSignedInCustomer } from '@barrio/shared/storage';
import { toSessionCustomer } from './customer-schema';
import { userQueryOptions } from './get-user';

export interface SignInInput {
  phone: string;
  code: string;
  country_id: number;
}

/** Signs in; the gateway sets the HttpOnly session cookie, and the token in the body is ignored. */
export async function createSession(input: SignInInput): Promise<SessionCustomer> {
  const body = sessionSchema.parse(
    await apiFetch<unknown>('/api/auth/session', { method: 'POST', body: input }),
  );
  return toSessionCustomer(body.customer);
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (customer) => {
      storeSignedInCustomer(customer);
      queryClient.setQueryData(userQueryOptions().queryKey, customer);
    },
  });
}
