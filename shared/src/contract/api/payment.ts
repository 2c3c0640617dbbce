import { z } from '../../zod';
import { paymentStatusSchema } from './order';

// An order's payment as read (`GET /api/order/{id}/payment`, the manager's order), declared
// once: the gateway documents its answers with these schemas and the remotes parse them.

export const paymentLinkStatusSchema = z.enum(['pending', 'approved', 'declined', 'expired']);

/** `POST /api/paymentlink/{x}`: the card payment page of an order. */
export const paymentLinkSchema = z.object({
  id: z.string(),
  url: z.string(),
  provider: z.string(),
  status: paymentLinkStatusSchema,
  amount: z.object({ value: z.number() }),
  order_id: z.string(),
  order_version: z.number(),
  expires_at: z.string(),
});

/** What is due on an order and how it can be paid. */
export const paymentViewSchema = z.object({
  order_id: z.string(),
  payment_method_id: z.number(),
  payment_status: paymentStatusSchema,
  amount_due: z.object({ value: z.number() }),
  state: z.nullable(paymentLinkStatusSchema),
  link: z.nullable(paymentLinkSchema),
  instructions: z.nullable(
    z.object({
      payment_method_id: z.number(),
      holder: z.string(),
      account: z.string(),
      bank: z.nullable(z.string()),
      amount: z.object({ value: z.number() }),
    }),
  ),
  can_retry: z.boolean(),
  switch_to: z.array(z.number()),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** `GET /api/shops/{slug}/payment-accounts`: where the shop takes transfers, Yape or BCP. */
export const shopPaymentAccountsSchema = z.object({
  accounts: z.array(
    z.object({
      payment_method_id: z.number(),
      holder: z.string(),
      account: z.string(),
      bank: z.nullable(z.string()),
    }),
  ),
});
export type ShopPaymentAccount = z.infer<typeof shopPaymentAccountsSchema>['accounts'][number];
