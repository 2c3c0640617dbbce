import { apiFetch } from '@barrio/shared/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  walletMovementsPageSchema,
  type WalletMovement,
  type WalletMovementsPage,
} from '@barrio/shared/contract';
import { walletKeys } from '../../../wallet-account/get-wallet-balance';

export type { WalletMovement, WalletMovementsPage };

export interface GetWalletMovementsParams {
  customerId: number;
  beforeId: number | null;
}

export async function getWalletMovements(
  { customerId, beforeId }: GetWalletMovementsParams,
  signal?: AbortSignal,
): Promise<WalletMovementsPage> {
  const body = await apiFetch<unknown>('/api/wallet/movements', {
    query: { customerId, before_id: beforeId },
    signal,
  });
  return walletMovementsPageSchema.parse(body);
}

export function walletMovementsQueryOptions(customerId: number) {
  return infiniteQueryOptions({
    queryKey: walletKeys.movements(customerId),
    queryFn: ({ pageParam, signal }) =>
      getWalletMovements({ customerId, beforeId: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (lastPage: WalletMovementsPage) => lastPage.next_before_id ?? undefined,
  });
}

/** Newest first, a page at a time. */
export function useWalletMovements(customerId: number | null) {
  return useInfiniteQuery({
    ...walletMovementsQueryOptions(customerId ?? 0),
    enabled: customerId !== null,
  });
}
