import { z } from 'zod';
import { paymentLinkStatusSchema, paymentStatusSchema } from '@barrio/shared/contract';

// The payment link and the payment view as read are the API contract's
// (@barrio/shared/contract `paymentLinkSchema`, `paymentViewSchema`).

const id = z.number().int().positive().max(2_147_483_647);
const paymentToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

export const providerParams = z.strictObject({ x: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/) });
export const callbackParams = z.strictObject({
  provider: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/),
});
export const linkParams = z.strictObject({ linkId: z.string().regex(/^pl_[A-Za-z0-9_-]{16,64}$/) });

/**
 * `order` may be the order object the order call answered (only its id is read) or the id
 * itself; everything else is strict.
 */
export const createPaymentLinkSchema = z.strictObject({
  payment: z
    .strictObject({
      payment_method_id: id.optional(),
      type: z.enum(['credit_card']).optional(),
    })
    .optional(),
  slug: z.string().trim().min(1).max(120),
  community_leader: z.union([id, z.strictObject({ community_leader_id: id }), z.null()]).optional(),
  order: z.union([z.uuid(), z.looseObject({ id: z.uuid() })]),
  /** The order answer's payment_token: how a guest shows they placed the order. */
  payment_token: paymentToken.optional(),
});
export type CreatePaymentLinkInput = z.output<typeof createPaymentLinkSchema>;

export const paymentCallbackSchema = z.strictObject({
  link_id: z.string().max(80),
  outcome: z.enum(['approved', 'declined']),
  signature: z.string().max(128),
});

export const paymentCallbackResponseSchema = z.object({
  link_id: z.string(),
  status: paymentLinkStatusSchema,
  order_id: z.string(),
  payment_status: paymentStatusSchema,
});

export const orderPaymentParams = z.strictObject({ id: z.uuid() });
export const orderPaymentQuery = z.strictObject({ payment_token: paymentToken.optional() });
export const switchPaymentMethodSchema = z.strictObject({
  payment_method_id: id,
  payment_token: paymentToken.optional(),
});

export const shopAccountsParams = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/),
});
