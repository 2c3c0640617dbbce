import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { savedAddressesSchema } from '@barrio/shared/contract';
import { addressKeys, type SavedAddress } from './address-schema';

/** GET /api/addresses: the signed-in customer's book, newest first. */
export async function getAddresses(signal?: AbortSignal): Promise<SavedAddress[]> {
  const body = await apiFetch<unknown>('/addresses', { signal });
  return savedAddressesSchema.parse(body);
}

export function addressesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: addressKeys.list(customerId),
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

/** Only for a signed-in customer: a guest has no book on the server. */
export function useAddresses(customerId: number | null) {
  return useQuery({ ...addressesQueryOptions(customerId ?? 0), enabled: customerId !== null });
}
