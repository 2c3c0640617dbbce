import { apiFetch } from '@barrio/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletBalanceSchema, type WalletBalance } from '@barrio/shared/contract';

export async function getWalletBalance(
  customerId: number,
  signal?: AbortSignal,
): Promise<WalletBalance> {
  const body = await apiFetch<unknown>('/api/wallet/balance', { query: { customerId }, signal });
  return walletBalanceSchema.parse(body);
}

export const walletKeys = {
  all: ['wallet'] as const,
  balance: (customerId: number) => ['wallet', 'balance', customerId] as const,
  movements: (customerId: number) => ['wallet', 'movements', customerId] as const,
};

export function walletBalanceQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: walletKeys.balance(customerId),
    queryFn: ({ signal }) => getWalletBalance(customerId, signal),
  });
}

/** The balance as a number; disabled until there is an eligible customer. */
export function useWalletBalance(customerId: number | null) {
  return useQuery({
    ...walletBalanceQueryOptions(customerId ?? 0),
    enabled: customerId !== null,
    select: (balance) => balance.amount.value,
  });
}
