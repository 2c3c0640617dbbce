import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { neighbourInvitationsSchema, type NeighbourInvitation } from '@barrio/shared/contract';

export type { NeighbourInvitation };

const invitationKeys = {
  all: ['orders', 'neighbour-invitations'] as const,
};

export function neighbourInvitationsQueryOptions() {
  return queryOptions({
    queryKey: invitationKeys.all,
    queryFn: async ({ signal }) =>
      neighbourInvitationsSchema.parse(
        await apiFetch<unknown>('/api/neighbour-invitations', { signal }),
      ).invitations,
  });
}

/** `GET /api/neighbour-invitations`: community leaders inviting this customer to their group. */
export function useNeighbourInvitations() {
  return useQuery(neighbourInvitationsQueryOptions());
}

/**
 * `POST /api/neighbour-invitations/{id}/accept|decline`: accepting lets that leader order for
 * this customer; either answer removes the invitation from the list.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: 'accept' | 'decline' }) => {
      await apiFetch<unknown>(`/api/neighbour-invitations/${id}/${answer}`, { method: 'POST' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
