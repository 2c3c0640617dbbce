import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const profilePictureKey = (customerId: number) => ['profile-picture', customerId] as const;

/**
 * SPEC §7/§8: the picture, or null on any error (none uploaded, not signed in, offline). Read
 * as a blob so the image never shows a broken icon.
 */
export async function getProfilePicture(customerId: number): Promise<Blob | null> {
  try {
    const response = await fetch(`/api/user/profilepicture/${customerId}`, {
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const blob = await response.blob();
    return blob.type.startsWith('image/') ? blob : null;
  } catch {
    return null;
  }
}

/** Uploads a picture (the server resizes and re-encodes it); its URL, or null on any error. */
export async function uploadProfilePicture(customerId: number, file: File): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  try {
    const response = await fetch(`/images/${customerId}/profile`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { url?: unknown };
    return typeof body.url === 'string' ? body.url : null;
  } catch {
    return null;
  }
}

/** An object URL of the customer's picture for an <img>, or null; revoked when replaced. */
export function useProfilePictureUrl(customerId: number | null): string | null {
  const { data } = useQuery({
    queryKey: profilePictureKey(customerId ?? 0),
    queryFn: async () => {
      const blob = await getProfilePicture(customerId as number);
      return blob ? URL.createObjectURL(blob) : null;
    },
    enabled: customerId !== null,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (!data) return undefined;
    return () => URL.revokeObjectURL(data);
  }, [data]);
  return customerId === null ? null : (data ?? null);
}

export function useRefreshProfilePicture(): (customerId: number) => Promise<void> {
  const client = useQueryClient();
  return (customerId) => client.invalidateQueries({ queryKey: profilePictureKey(customerId) });
}
