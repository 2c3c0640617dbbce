import { useEffect } from 'react';
import { apiFetch } from '@barrio/shared/api';
import { bus } from '@barrio/shared/bus';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentViewSchema } from '@barrio/shared/contract';

const paymentKey = (orderId: string) => ['cart-checkout', 'order-payment', orderId] as const;

function withToken(path: string, token: string | undefined): string {
  return token ? `${path}?payment_token=${encodeURIComponent(token)}` : path;
}

/**
 * `GET /api/order/{id}/payment`: asked again every few seconds while a card payment is in
 * flight, so the confirmation turns to paid (or declined) without a reload.
 */
export function useOrderPayment(orderId: string, token: string | undefined) {
  const query = useQuery({
    queryKey: paymentKey(orderId),
    queryFn: async ({ signal }) =>
      paymentViewSchema.parse(
        await apiFetch<unknown>(withToken(`/order/${encodeURIComponent(orderId)}/payment`, token), {
          signal,
        }),
      ),
    refetchInterval: (current) => (current.state.data?.state === 'pending' ? 3000 : false),
  });
  // A confirmed payment may move wallet money (the wallet refetches on it).
  const paid = query.data?.payment_status === 'paid';
  useEffect(() => {
    if (paid) bus.publish('checkout:order-paid', { orderId });
  }, [paid, orderId]);
  return query;
}

/** `POST /api/order/{id}/payment-method`: pay the same order another way. */
export function useSwitchPaymentMethod(orderId: string, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentMethodId: number) =>
      paymentViewSchema.parse(
        await apiFetch<unknown>(`/order/${encodeURIComponent(orderId)}/payment-method`, {
          method: 'POST',
          body: {
            payment_method_id: paymentMethodId,
            ...(token ? { payment_token: token } : {}),
          },
        }),
      ),
    onSuccess: (payment) => queryClient.setQueryData(paymentKey(orderId), payment),
  });
}
