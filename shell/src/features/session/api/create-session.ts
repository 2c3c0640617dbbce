import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { SessionCustomer } from '@barrio/shared/bus';
import { apiFetch } from '@barrio/shared/api';
import { storeSignedInCustomer } from '@barrio/shared/storage';
import { parseCustomer } from './customer-schema';

const sessionSchema = z.looseObject({ token: z.string().min(1), customer: z.unknown() });

export interface SignInInput {
  phone: string;
  code: string;
  country_id: number;
}

export interface SignedIn {
  token: string;
  customer: SessionCustomer;
}

export async function createSession(input: SignInInput): Promise<SignedIn> {
  const body = sessionSchema.parse(
    await apiFetch<unknown>('/api/auth/session', { method: 'POST', body: input }),
  );
  const customer = parseCustomer(body.customer);
  if (!customer) throw new Error('The session answer carries no customer');
  return { token: body.token, customer };
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: ({ token, customer }) => {
      storeSignedInCustomer(customer, token);
      queryClient.setQueryData(['shell', 'user', token], customer);
    },
  });
}
