import { apiFetch } from '@barrio/shared/api';
import { paymentLinkSchema, type PaymentLink } from '@barrio/shared/contract';

/** The card-payment provider the gateway is configured with (its PAYMENT_PROVIDER). */
export const PAYMENT_PROVIDER = 'sandbox';

export interface PaymentLinkRequest {
  orderId: string;
  paymentMethodId: number;
  shopSlug: string;
  communityLeaderId: number | null;
  orderCode: string;
  /** The order answer's payment_token: how a guest shows the order is theirs. */
  paymentToken?: string | undefined;
}

/**
 * `POST /api/paymentlink/{provider}` with the SPEC §7 body: payment, slug, community_leader,
 * order. The gateway charges the order's amount due, never an amount the browser names.
 */
export async function createPaymentLink(request: PaymentLinkRequest): Promise<PaymentLink> {
  const body = await apiFetch<unknown>(`/paymentlink/${PAYMENT_PROVIDER}`, {
    method: 'POST',
    body: {
      payment: { payment_method_id: request.paymentMethodId, type: 'credit_card' },
      slug: request.shopSlug,
      community_leader: request.communityLeaderId,
      order: { id: request.orderId, code: request.orderCode },
      ...(request.paymentToken ? { payment_token: request.paymentToken } : {}),
    },
  });
  // Its `url` is the page on the payment provider where the shopper pays by card.
  return paymentLinkSchema.parse(body);
}
