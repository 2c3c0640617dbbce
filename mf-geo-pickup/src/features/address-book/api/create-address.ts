import { apiFetch } from '@barrio/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAddressBody } from '../address-draft';
import { savedAddressSchema } from '@barrio/shared/contract';
import { addressKeys, type SavedAddress } from './address-schema';

/** POST /api/addresses. */
export async function createAddress(body: NewAddressBody): Promise<SavedAddress> {
  const created = await apiFetch<unknown>('/addresses', { method: 'POST', body });
  return savedAddressSchema.parse(created);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
