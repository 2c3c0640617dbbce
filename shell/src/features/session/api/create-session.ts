import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import type { SessionCustomer } from '@barrio/shared/bus';
import { apiFetch } from '@barrio/shared/api';
import { storeSignedInCustomer } from '@barrio/shared/storage';
import { parseCustomer } from './customer-schema';
import { userQueryOptions } from './get-user';

const sessionSchema = z.looseObject({ customer: z.unknown() });

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
  const customer = parseCustomer(body.customer);
  if (!customer) throw new Error('The session answer carries no customer');
  return customer;
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
