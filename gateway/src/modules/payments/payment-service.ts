import { roundMoney } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../errors/app-error';
import { writePaymentOutcomeMessage } from '../messages/payment-messages';
import { findCommunityLeader, findOrder } from '../orders/order-repository';
import type { PaymentOutcome } from './payment-provider';
import {
  findLinkView,
  findPendingLink,
  insertLink,
  setLinkStatus,
  setOrderPaymentStatus,
  type PaymentLinkView,
} from './payment-repository';
import type { CreatePaymentLinkInput } from './payment-schema';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'payments'>;

function linkResponse(link: {
  id: string;
  url: string;
  provider: string;
  status: PaymentLinkView['status'];
  amount: number;
  order_id: string;
}) {
  return {
    id: link.id,
    url: link.url,
    provider: link.provider,
    status: link.status,
    amount: { value: link.amount },
    order_id: link.order_id,
  };
}

/**
 * POST /api/paymentlink/{provider}. The order id is the capability: it is an unguessable
 * UUID the shopper got back from the order call, and a link can only collect the amount due.
 */
export async function createPaymentLink(
  ctx: Ctx,
  providerName: string,
  input: CreatePaymentLinkInput,
) {
  if (providerName !== ctx.payments.name)
    throw notFound('payment_provider_not_found', 'Unknown payment provider.');
  const orderId = typeof input.order === 'string' ? input.order : input.order.id;
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.shop_slug !== input.slug)
    throw notFound('order_not_found', 'Order not found.');
  if (order.status === 'canceled' || order.status === 'delivered') {
    throw conflict('order_closed', 'This order is already closed.', {
      details: { status: order.status },
    });
  }
  if (order.payment_status === 'paid')
    throw conflict('order_already_paid', 'This order is already paid.');
  const amountDue = roundMoney(order.total - order.wallet_debit);
  if (amountDue <= 0) throw conflict('nothing_to_pay', 'This order has nothing left to pay.');

  const existing = await findPendingLink(ctx.db, order.id, ctx.payments.name);
  if (existing && existing.amount === amountDue) return linkResponse(existing);

  const leaderId =
    typeof input.community_leader === 'number'
      ? input.community_leader
      : (input.community_leader?.community_leader_id ?? null);
  const leader = leaderId === null ? undefined : await findCommunityLeader(ctx.db, leaderId);
  const created = await ctx.payments.createLink({
    orderId: order.id,
    orderCode: order.code,
    amount: amountDue,
    countryId: order.country_id,
    shopSlug: order.shop_slug,
    description: `Pedido ${order.code} en ${order.shop_name}`,
  });
  const now = ctx.clock.now();
  const link = {
    id: created.linkId,
    order_id: order.id,
    provider: ctx.payments.name,
    amount: amountDue,
    status: 'pending' as const,
    url: created.url,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (existing) await setLinkStatus(trx, existing.id, 'expired', now);
    await insertLink(trx, { ...link, community_leader_id: leader?.id ?? null, created_at: now });
    await setOrderPaymentStatus(trx, order.id, 'pending', now);
  });
  return linkResponse(link);
}

export async function paymentLinkPage(
  ctx: Pick<AppContext, 'db'>,
  linkId: string,
): Promise<PaymentLinkView> {
  const link = await findLinkView(ctx.db, linkId);
  if (!link) throw notFound('payment_link_not_found', 'Payment link not found.');
  return link;
}

/** The provider's verified callback: settles the link once and sets the order's payment status. */
export async function applyPaymentOutcome(
  ctx: Pick<AppContext, 'db' | 'clock' | 'outbox'>,
  linkId: string,
  outcome: PaymentOutcome,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const link = await findLinkView(trx, linkId, { lock: true });
    if (!link) throw notFound('payment_link_not_found', 'Payment link not found.');
    // A repeated callback leaves a settled link as it is.
    if (link.status !== 'pending') {
      return {
        link_id: link.id,
        status: link.status,
        order_id: link.order_id,
        payment_status: link.payment_status,
      };
    }
    await setLinkStatus(trx, link.id, outcome, now);
    let paymentStatus = link.payment_status;
    if (link.order_status !== 'canceled') {
      paymentStatus = outcome === 'approved' ? 'paid' : 'failed';
      await setOrderPaymentStatus(trx, link.order_id, paymentStatus, now);
    }
    // The customer's notice goes through the outbox with the settlement (same transaction).
    await writePaymentOutcomeMessage(
      trx,
      ctx.outbox.providerName,
      { linkId: link.id, orderId: link.order_id, outcome, amount: link.amount },
      now,
    );
    return {
      link_id: link.id,
      status: outcome,
      order_id: link.order_id,
      payment_status: paymentStatus,
    };
  });
}
