import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { clearSession } from '@barrio/shared/storage';
import { existingInstallationId } from '../../../push-installation/installation-id';

export async function deleteSession(): Promise<void> {
  // This device's push registration goes with the session: no more pushes after signing out.
  const installationId = await existingInstallationId().catch(() => null);
  const query = installationId ? `?installation_id=${encodeURIComponent(installationId)}` : '';
  await apiFetch<unknown>(`/api/auth/session${query}`, { method: 'DELETE' });
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
