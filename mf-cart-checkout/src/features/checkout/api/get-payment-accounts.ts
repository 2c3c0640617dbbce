import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { shopPaymentAccountsSchema } from '@barrio/shared/contract';

/** `GET /api/shops/{slug}/payment-accounts`: where transfers, Yape and BCP payments go. */
export function usePaymentAccounts(shopSlug: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['cart-checkout', 'payment-accounts', shopSlug],
      queryFn: async ({ signal }) =>
        shopPaymentAccountsSchema.parse(
          await apiFetch<unknown>(`/shops/${encodeURIComponent(shopSlug)}/payment-accounts`, {
            signal,
          }),
        ).accounts,
    }),
    enabled,
  });
}
