import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';

export interface SignInCodeRequest {
  phone: string;
  country_id: number;
}

export async function requestSignInCode(request: SignInCodeRequest): Promise<void> {
  await apiFetch<unknown>('/api/auth/code', { method: 'POST', body: request });
}

export function useRequestSignInCode() {
  return useMutation({ mutationFn: requestSignInCode });
}
