import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import {
  neighbourGroupSchema,
  neighbourInvitedSchema,
  neighbourSchema,
  type Neighbour,
  type NeighbourGroup,
} from '@barrio/shared/contract';

export type { Neighbour, NeighbourGroup };

const neighbourKeys = {
  group: (leaderId: number) => ['cart-checkout', 'neighbours', leaderId] as const,
};

export function neighboursQueryOptions(leaderId: number) {
  return queryOptions({
    queryKey: neighbourKeys.group(leaderId),
    queryFn: async ({ signal }) =>
      neighbourGroupSchema.parse(
        await apiFetch<unknown>(`/communityleader/${leaderId}/neighbours`, { signal }),
      ),
  });
}

/** `GET /api/communityleader/{id}/neighbours`: the whole group, searched on the device. */
export function useNeighbours(leaderId: number) {
  return useQuery(neighboursQueryOptions(leaderId));
}

export interface NewNeighbour {
  first_name: string;
  last_name: string;
  phone: string;
}

/** A member already in the group (200), or an invitation sent to the phone (202). */
const addedNeighbourSchema = z.union([neighbourSchema, neighbourInvitedSchema]);

/**
 * `POST /api/communityleader/{id}/neighbours`: a phone already in the group is that member; any
 * other phone is invited, and joins the group (and can be ordered for) once they accept.
 */
export function useAddNeighbour(leaderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewNeighbour) =>
      addedNeighbourSchema.parse(
        await apiFetch<unknown>(`/communityleader/${leaderId}/neighbours`, {
          method: 'POST',
          body: input,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: neighbourKeys.group(leaderId) }),
  });
}

/** Name or phone digits, accent- and case-insensitive. */
export function matchesNeighbour(neighbour: Neighbour, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const query = fold(search.trim());
  if (!query) return true;
  if (fold(`${neighbour.name} ${neighbour.last_name}`).includes(query)) return true;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 3 && neighbour.phone.replace(/\D/g, '').includes(digits);
}
