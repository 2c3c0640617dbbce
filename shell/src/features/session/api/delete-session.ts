import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { clearSession } from '@barrio/shared/storage';

export async function deleteSession(): Promise<void> {
  await apiFetch<unknown>('/api/auth/session', { method: 'DELETE' });
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    // The local session goes even when the server call fails: the shopper asked to leave.
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: ['shell', 'user'] });
    },
  });
}
