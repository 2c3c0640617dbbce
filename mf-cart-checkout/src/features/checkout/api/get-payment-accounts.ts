import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@barrio/shared/api';
import { z } from '@barrio/shared/zod';

const accountsSchema = z.object({
  accounts: z.array(
    z.object({
      payment_method_id: z.number(),
      holder: z.string(),
      account: z.string(),
      bank: z.string().nullable(),
    }),
  ),
});
export type PaymentAccount = z.output<typeof accountsSchema>['accounts'][number];

/** `GET /api/shops/{slug}/payment-accounts`: where transfers, Yape and BCP payments go. */
export function usePaymentAccounts(shopSlug: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: ['cart-checkout', 'payment-accounts', shopSlug],
      queryFn: async ({ signal }) =>
        accountsSchema.parse(
          await apiFetch<unknown>(`/shops/${encodeURIComponent(shopSlug)}/payment-accounts`, {
            signal,
          }),
        ).accounts,
    }),
    enabled,
  });
}
