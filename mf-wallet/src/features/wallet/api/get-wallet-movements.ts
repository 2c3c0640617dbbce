import { apiFetch } from '@barrio/shared/api';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from '@barrio/shared/zod';
import { walletKeys } from './get-wallet-balance';
import { moneySchema } from './money-value';

export const walletMovementSchema = z.object({
  id: z.union([z.number(), z.string()]),
  /** Signed: positive adds to the balance (credit, refund), negative takes from it (debit). */
  amount: moneySchema,
  /** credit, debit, refund or adjustment; unknown kinds are still listed. */
  kind: z.string(),
  description: z.string().nullable(),
  order_id: z.string().nullable().optional(),
  order_code: z.string().nullable().optional(),
  created_at: z.string(),
});

export const walletMovementsPageSchema = z.object({
  movements: z.array(walletMovementSchema),
  /** Where the next page starts; null on the last page. */
  next_before_id: z.union([z.number(), z.string()]).nullable().optional(),
});

export type WalletMovement = z.infer<typeof walletMovementSchema>;
export type WalletMovementsPage = z.infer<typeof walletMovementsPageSchema>;

export interface GetWalletMovementsParams {
  customerId: number;
  beforeId: number | string | null;
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
    initialPageParam: null as number | string | null,
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
