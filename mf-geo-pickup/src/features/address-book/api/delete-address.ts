import { apiFetch } from '@barrio/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys } from './address-schema';

/** DELETE /api/addresses/{id}. */
export async function deleteAddress(id: number): Promise<void> {
  await apiFetch<unknown>(`/addresses/${id}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
