import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PAYMENT_METHOD,
  paymentMethodsForCountry,
  roundMoney,
  type PaymentAccountInput,
} from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import type { PaymentLinkStatus, PaymentStatus } from '../../db/schema/commerce';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { writePaymentOutcomeMessage } from '../messages/payment-messages';
import { findCommunityLeader } from '../leaders/leader-repository';
import { findOrder } from '../orders/order-reads';
import type { OrderRecord } from '../orders/order-records';
import type { PaymentOutcome } from './payment-provider';
import {
  bumpOrderVersion,
  expireLiveLinks,
  findLatestLink,
  findLinkView,
  findOrderVersion,
  findLiveLink,
  findPaymentAccount,
  insertLink,
  setLinkStatus,
  setOrderPayment,
  type PaymentLinkRecord,
  type PaymentLinkView,
} from './payment-repository';
import type { CreatePaymentLinkInput } from './payment-schema';

/** A card link can be paid for this long; after that the shopper asks for a new one. */
export const PAYMENT_LINK_TTL_MS = 30 * 60 * 1000;

/** Methods paid into the shop's own account, whose number the shopper must see. */
const ACCOUNT_METHODS = new Set<number>([
  PAYMENT_METHOD.BANK_TRANSFER,
  PAYMENT_METHOD.YAPE,
  PAYMENT_METHOD.BCP_TRANSFER,
]);
/** What a shopper may switch an open order to: no wallet, which moves money at order time. */
const SWITCHABLE = new Set<number>([
  PAYMENT_METHOD.CASH,
  PAYMENT_METHOD.BANK_TRANSFER,
  PAYMENT_METHOD.YAPE,
  PAYMENT_METHOD.BCP_TRANSFER,
  PAYMENT_METHOD.PAYMENT_LINK,
]);
const OPEN_STATUSES = new Set(['pending', 'confirmed', 'ready']);

type Ctx = Pick<AppContext, 'db' | 'clock' | 'payments' | 'config'>;

/**
 * Proof that the caller placed the order, handed out with the order answer: a guest has no
 * session, and an order id alone (which travels in messages and links) must not be enough
 * to change how the order is paid.
 */
export function orderPaymentToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order-payment:${orderId}`).digest('base64url');
}

function validToken(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(orderPaymentToken(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The order's customer, the community leader who placed it, or the holder of its payment token. */
async function assertMayPay(
  ctx: Pick<AppContext, 'db' | 'config'>,
  auth: AuthContext,
  order: OrderRecord,
  token: string | undefined,
): Promise<void> {
  if (auth.customerId !== null && auth.customerId === order.customer_id) return;
  if (validToken(ctx.config.sessionSecret, order.id, token)) return;
  if (auth.customerId !== null && order.acting_community_leader_id !== null) {
    const leader = await findCommunityLeader(ctx.db, order.acting_community_leader_id);
    if (leader?.customer_id === auth.customerId) return;
  }
  throw notFound('order_not_found', 'Order not found.');
}

const amountDue = (order: Pick<OrderRecord, 'total' | 'wallet_debit'>) =>
  roundMoney(order.total - order.wallet_debit);

/** A pending link past its time reads as expired even before anything marks it. */
function effectiveStatus(link: PaymentLinkRecord, now: Date): PaymentLinkStatus {
  return link.status === 'pending' && new Date(link.expires_at) <= now ? 'expired' : link.status;
}

function linkResponse(link: PaymentLinkRecord, now: Date) {
  return {
    id: link.id,
    url: link.url,
    provider: link.provider,
    status: effectiveStatus(link, now),
    amount: { value: link.amount },
    order_id: link.order_id,
    order_version: link.order_version,
    expires_at: new Date(link.expires_at).toISOString(),
  };
}

function assertOpen(order: Pick<OrderRecord, 'status'>): void {
  if (!OPEN_STATUSES.has(order.status)) {
    throw conflict('order_closed', 'This order is already closed.', {
      details: { status: order.status },
    });
  }
}

/**
 * POST /api/paymentlink/{provider}: the order's one live link for its current version and
 * amount due. The order row is locked while deciding, so concurrent requests get the same
 * link; a stale one (expired, or for an older version) is retired and replaced.
 */
export async function createPaymentLink(
  ctx: Ctx,
  auth: AuthContext,
  providerName: string,
  input: CreatePaymentLinkInput,
  baseUrl: string,
) {
  if (providerName !== ctx.payments.name)
    throw notFound('payment_provider_not_found', 'Unknown payment provider.');
  const orderId = typeof input.order === 'string' ? input.order : input.order.id;
  const visible = await findOrder(ctx.db, orderId);
  if (!visible || visible.shop_slug !== input.slug)
    throw notFound('order_not_found', 'Order not found.');
  await assertMayPay(ctx, auth, visible, input.payment_token);

  const now = ctx.clock.now();
  const link = await ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    assertOpen(order);
    if (order.payment_status === 'paid')
      throw conflict('order_already_paid', 'This order is already paid.');
    if (order.payment_method_id !== PAYMENT_METHOD.PAYMENT_LINK) {
      throw conflict('payment_method_mismatch', 'This order is not paid by card link.', {
        details: { payment_method_id: order.payment_method_id },
      });
    }
    const due = amountDue(order);
    if (due <= 0) throw conflict('nothing_to_pay', 'This order has nothing left to pay.');
    const version = (await findOrderVersion(trx, order.id)) ?? 1;

    const live = await findLiveLink(trx, order.id);
    if (
      live &&
      live.provider === ctx.payments.name &&
      live.order_version === version &&
      live.amount === due &&
      effectiveStatus(live, now) === 'pending'
    ) {
      return live;
    }
    if (live) await setLinkStatus(trx, live.id, 'expired', now);

    const created = await ctx.payments.createLink({
      orderId: order.id,
      orderCode: order.code,
      amount: due,
      countryId: order.country_id,
      shopSlug: order.shop_slug,
      description: `Pedido ${order.code} en ${order.shop_name}`,
      baseUrl,
    });
    const fresh: PaymentLinkRecord = {
      id: created.linkId,
      order_id: order.id,
      provider: ctx.payments.name,
      amount: due,
      status: 'pending',
      url: created.url,
      order_version: version,
      expires_at: new Date(now.getTime() + PAYMENT_LINK_TTL_MS),
      created_at: now,
    };
    await insertLink(trx, { ...fresh, community_leader_id: order.acting_community_leader_id });
    await setOrderPayment(trx, order.id, { payment_status: 'pending' }, now);
    return fresh;
  });
  return linkResponse(link, now);
}

export async function paymentLinkPage(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  linkId: string,
): Promise<PaymentLinkView> {
  const link = await findLinkView(ctx.db, linkId);
  if (!link) throw notFound('payment_link_not_found', 'Payment link not found.');
  return { ...link, status: effectiveStatus(link, ctx.clock.now()) };
}

/**
 * The provider's verified callback. A link settles once: repeats answer the settled state.
 * Approval only pays the order when the link is live, in time, for the order's current
 * version and exact amount due, and the order is open and unpaid; otherwise the link is
 * recorded as expired and the order is untouched (no double capture, no stale amount).
 */
export async function applyPaymentOutcome(
  ctx: Pick<AppContext, 'db' | 'clock' | 'outbox'>,
  linkId: string,
  outcome: PaymentOutcome,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const link = await findLinkView(trx, linkId, { lock: true });
    if (!link) throw notFound('payment_link_not_found', 'Payment link not found.');
    const answer = (status: PaymentLinkStatus, paymentStatus: PaymentStatus) => ({
      link_id: link.id,
      status,
      order_id: link.order_id,
      payment_status: paymentStatus,
    });
    if (link.status !== 'pending') return answer(link.status, link.payment_status);

    const stale =
      effectiveStatus(link, now) !== 'pending' ||
      link.order_version !== link.order_version_now ||
      link.amount !== roundMoney(link.order_total - link.order_wallet_debit) ||
      !OPEN_STATUSES.has(link.order_status) ||
      link.payment_status === 'paid';
    if (stale) {
      await setLinkStatus(trx, link.id, 'expired', now);
      return answer('expired', link.payment_status);
    }
    await setLinkStatus(trx, link.id, outcome, now);
    const paymentStatus: PaymentStatus = outcome === 'approved' ? 'paid' : 'failed';
    await setOrderPayment(trx, link.order_id, { payment_status: paymentStatus }, now);
    // The customer's notice goes through the outbox with the settlement (same transaction).
    await writePaymentOutcomeMessage(
      trx,
      ctx.outbox.providerName,
      { linkId: link.id, orderId: link.order_id, outcome, amount: link.amount },
      now,
    );
    return answer(outcome, paymentStatus);
  });
}

export interface PaymentInstructions {
  payment_method_id: number;
  holder: string;
  account: string;
  bank: string | null;
  amount: { value: number };
}

/** The order's payment as the shopper, the owner and the leader see it. */
export async function paymentView(ctx: Pick<AppContext, 'db' | 'clock'>, order: OrderRecord) {
  const now = ctx.clock.now();
  const due = amountDue(order);
  // The live link when there is one (its outcome is what the shopper waits for), else the newest.
  const latest =
    order.payment_method_id === PAYMENT_METHOD.PAYMENT_LINK
      ? ((await findLiveLink(ctx.db, order.id)) ?? (await findLatestLink(ctx.db, order.id)))
      : undefined;
  const account = ACCOUNT_METHODS.has(order.payment_method_id)
    ? await findPaymentAccount(ctx.db, order.shop_id, order.payment_method_id)
    : undefined;
  const instructions: PaymentInstructions | null = account
    ? { payment_method_id: order.payment_method_id, ...account, amount: { value: due } }
    : null;
  const open = OPEN_STATUSES.has(order.status);
  const linkState = latest ? effectiveStatus(latest, now) : null;
  return {
    order_id: order.id,
    payment_method_id: order.payment_method_id,
    payment_status: order.payment_status,
    amount_due: { value: due },
    /** pending, approved, declined or expired: the latest card link's state, when there is one. */
    state: linkState,
    link: latest ? linkResponse(latest, now) : null,
    instructions,
    /** Declined or expired card payments can be retried or moved to another method. */
    can_retry:
      open &&
      order.payment_method_id === PAYMENT_METHOD.PAYMENT_LINK &&
      order.payment_status !== 'paid' &&
      due > 0 &&
      linkState !== 'pending' &&
      linkState !== 'approved',
    switch_to: open && order.payment_status !== 'paid' ? switchableMethods(order) : [],
  };
}

function switchableMethods(order: Pick<OrderRecord, 'country_id' | 'payment_method_id'>) {
  return paymentMethodsForCountry(order.country_id, { walletEnabled: false })
    .map((m) => m.id as number)
    .filter((id) => SWITCHABLE.has(id) && id !== order.payment_method_id);
}

/** GET /api/order/{id}/payment for the order's customer, the leader who placed it or the token holder. */
export async function orderPayment(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  auth: AuthContext,
  orderId: string,
  token: string | undefined,
) {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('order_not_found', 'Order not found.');
  await assertMayPay(ctx, auth, order, token);
  return paymentView(ctx, order);
}

/**
 * POST /api/order/{id}/payment-method: pay an open, unpaid order another way offered in its
 * country without placing a new order. Any live card link is retired first.
 */
export async function switchPaymentMethod(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  auth: AuthContext,
  orderId: string,
  paymentMethodId: number,
  token: string | undefined,
) {
  const visible = await findOrder(ctx.db, orderId);
  if (!visible) throw notFound('order_not_found', 'Order not found.');
  await assertMayPay(ctx, auth, visible, token);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    assertOpen(order);
    if (order.payment_status === 'paid' || order.wallet_debit > 0)
      throw conflict('order_already_paid', 'This order is already paid.');
    if (!switchableMethods(order).includes(paymentMethodId)) {
      throw badRequest('invalid_payment_method', 'This payment method is not available here.', {
        fields: { payment_method_id: 'Not available for this order.' },
      });
    }
    await expireLiveLinks(trx, order.id, now);
    await setOrderPayment(
      trx,
      order.id,
      {
        payment_method_id: paymentMethodId,
        payment_status:
          paymentMethodId === PAYMENT_METHOD.PAYMENT_LINK && amountDue(order) > 0
            ? 'pending'
            : 'not_required',
      },
      now,
    );
    await bumpOrderVersion(trx, order.id, now);
  });
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('order_not_found', 'Order not found.');
  return paymentView(ctx, order);
}

/**
 * Called by the order edit path inside its transaction, with the order row locked, before
 * anything changes. A card-paid order cannot change its amount (refused: cancel and order
 * again, so nothing is charged without a link for it); a live link is retired, and the
 * order's version moves on so no link made before the edit can pay the edited order.
 */
export async function settlePaymentBeforeEdit(
  trx: DbOrTx,
  order: Pick<OrderRecord, 'id' | 'payment_method_id' | 'payment_status'>,
  now: Date,
): Promise<void> {
  if (order.payment_method_id === PAYMENT_METHOD.PAYMENT_LINK && order.payment_status === 'paid') {
    throw conflict(
      'order_paid',
      'This order is already paid by card and cannot change; cancel it and order again.',
    );
  }
  const retired = await expireLiveLinks(trx, order.id, now);
  if (retired > 0) await setOrderPayment(trx, order.id, { payment_status: 'pending' }, now);
  await bumpOrderVersion(trx, order.id, now);
}

/** Where to pay, for transfer, Yape and BCP orders: the order message's last line. */
export async function paymentAccountFor(
  db: DbOrTx,
  order: Pick<
    OrderRecord,
    'shop_id' | 'payment_method_id' | 'total' | 'wallet_debit' | 'country_id'
  >,
): Promise<PaymentAccountInput | null> {
  if (!ACCOUNT_METHODS.has(order.payment_method_id)) return null;
  const account = await findPaymentAccount(db, order.shop_id, order.payment_method_id);
  if (!account) return null;
  return {
    methodId: order.payment_method_id,
    holder: account.holder,
    where: [account.bank, account.account].filter(Boolean).join(' '),
    amountDue: amountDue(order),
  };
}

/** GET /api/shops/{slug}/payment-accounts: where the shop takes transfers, Yape or BCP. */
export async function shopPaymentAccounts(ctx: Pick<AppContext, 'db'>, shopSlug: string) {
  const rows = await ctx.db
    .selectFrom('shop_payment_accounts')
    .innerJoin('shops', 'shops.id', 'shop_payment_accounts.shop_id')
    .select([
      'shop_payment_accounts.payment_method_id',
      'shop_payment_accounts.holder',
      'shop_payment_accounts.account',
      'shop_payment_accounts.bank',
    ])
    .where('shops.slug', '=', shopSlug)
    .where('shops.is_active', '=', true)
    .orderBy('shop_payment_accounts.payment_method_id')
    .execute();
  return { accounts: rows };
}
