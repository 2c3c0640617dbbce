import { randomInt, randomUUID } from 'node:crypto';
import { countryById } from '@barrio/shared/countries';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import type { OrderStatusValue } from '../../db/schema/commerce';
import type { AuthContext } from '../auth/auth-types';
import { redeemCoupon, type AppliedCoupon } from '../coupons/coupon-service';
import type { CustomerRecord } from '../customers/customer-repository';
import { outboxRows, type OutboxEntry } from '../messages/outbox-writer';
import { orderPaymentToken, paymentAccountFor } from '../payments/payment-service';
import { orderPushEntry } from '../push/push-outbox';
import type { ShopRecord } from '../shops/shop-repository';
import { debitForOrder } from '../wallet/wallet-service';
import type { IdempotencyGuard } from './idempotency';
import type { Buyer } from './order-buyer';
import type { DeliveryChoice } from './delivery-choice';
import { orderMessages } from './order-messages';
import type { PaymentSplit } from './order-payment';
import { orderTotal, type PricedLines } from './order-pricing';
import type { NewOrder, OrderRecord } from './order-records';
import type { CreateOrderInput } from './order-schema';
import { toOrderResponse, type OrderResponse } from './order-view';
import { insertPlacedOrder, orderCode, placedOrderRows, writeOrderLast } from './order-writes';
import { placedOrderRecord } from './placed-order';

/** A new order's answer: the order, and the token a guest shows to pay for it. */
export type PlacedOrderResponse = OrderResponse & { payment_token: string };

/** Everything the earlier steps decided about a new order. */
export interface OrderToWrite {
  input: CreateOrderInput;
  shop: ShopRecord;
  buyer: Buyer;
  customer: CustomerRecord;
  day: string;
  delivery: DeliveryChoice;
  priced: PricedLines;
  coupon: AppliedCoupon | null;
  payment: PaymentSplit;
  /** The order's number, drawn by the order's first statement (startOrder). */
  orderNumber: string;
}

type WriteCtx = Pick<AppContext, 'outbox' | 'config'>;
type WriteOptions = { autoconfirm: boolean; idempotency?: IdempotencyGuard<PlacedOrderResponse> };

function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** The order's row as the steps decided it. */
function newOrderRow(order: OrderToWrite, autoconfirm: boolean, now: Date): NewOrder {
  const { input, shop, delivery, priced, coupon, payment } = order;
  const discount = coupon?.discount ?? 0;
  const status: OrderStatusValue =
    autoconfirm || shop.on_fulfillment_start === true ? 'confirmed' : 'pending';
  const iso = countryById(shop.country_id)?.iso ?? String(shop.country_id);
  return {
    id: randomUUID(),
    code: orderCode(iso, order.orderNumber),
    customer_id: order.customer.id,
    shop_id: shop.id,
    country_id: shop.country_id,
    status,
    payment_method_id: input.payment_method_id,
    payment_status: payment.paymentStatus,
    coupon_id: coupon?.coupon.id ?? null,
    coupon_code: coupon?.coupon.code ?? null,
    tier_id: delivery.tierId,
    delivery_address_id: input.delivery_address_id ?? null,
    delivery_address_main_line: delivery.mainLine,
    customer_delivery_address: input.customer_delivery_address ?? null,
    delivery_date: order.day,
    delivery_time_range_id: input.delivery_time_range_id ?? null,
    notes: input.notes ?? null,
    acting_community_leader_id: order.buyer.actingCommunityLeaderId,
    sum_of_line_totals: priced.sumOfLineTotals,
    discount_value: discount,
    service_charge_value: 0,
    total: orderTotal(priced.sumOfLineTotals, discount),
    wallet_debit: payment.walletDebit,
    delivery_code: newDeliveryCode(),
    pickup_point_shop_id: delivery.pickupPoint?.id ?? null,
    created_at: now,
  };
}

/** The new order's messages (customer, owner) and, when it is confirmed, its push. */
async function announcements(
  db: DbOrTx,
  ctx: WriteCtx,
  order: OrderToWrite,
  record: OrderRecord,
): Promise<OutboxEntry[]> {
  const push = record.status === 'confirmed' ? orderPushEntry(record, 'confirmed') : null;
  return [
    ...orderMessages(record, order.shop, order.customer, {
      publicUrl: ctx.config.publicUrl,
      leaderName: order.buyer.leaderName ?? null,
      locale: order.input.locale ?? null,
      pickupPointNames: order.delivery.pickupPointNames,
      paymentAccount: await paymentAccountFor(db, record),
    }),
    ...(push ? [push] : []),
  ];
}

/**
 * Step "write the order": the order and its lines, the coupon's use and the wallet's debit, its
 * outbox messages (and the push of a confirmed order) and, under a key, the stored answer; in
 * as few statements as the order allows. The messages commit with the order (transactional
 * outbox): a crash after the commit cannot lose them, and a rolled-back order never announces
 * itself.
 */
export async function writePlacedOrder(
  db: DbOrTx,
  ctx: WriteCtx,
  auth: AuthContext,
  order: OrderToWrite,
  options: WriteOptions,
  now: Date,
): Promise<PlacedOrderResponse> {
  const placed = newOrderRow(order, options.autoconfirm, now);
  const firstStatus = {
    reason: options.autoconfirm ? 'autoconfirm' : null,
    actor_customer_id: auth.customerId,
  };
  const rows = placedOrderRows(placed, order.priced.lines, firstStatus);
  // A coupon's redemption and a wallet debit reference the order, so it is written before
  // them; otherwise the order is written by the transaction's last statement (below).
  const { coupon, customer } = order;
  const writtenAlone = coupon !== null || placed.wallet_debit > 0;
  if (writtenAlone) await insertPlacedOrder(db, rows);
  if (coupon) await redeemCoupon(db, coupon.coupon, customer.id, placed.id, now);
  if (placed.wallet_debit > 0)
    await debitForOrder(db, customer.id, placed.wallet_debit, placed, now);
  const record = placedOrderRecord(
    placed,
    order.shop,
    order.delivery.pickupPoint,
    order.priced.lines,
  );
  // The payment token lets a guest prove the order is theirs when paying (see payments).
  const response: PlacedOrderResponse = {
    ...toOrderResponse(record, now),
    payment_token: orderPaymentToken(ctx.config.sessionSecret, record.id),
  };
  const messages = await announcements(db, ctx, order, record);
  // Last statement before COMMIT, one round trip: the order (unless written above), its
  // messages and, when there is a key, the answer a retry under the same key will be given.
  await writeOrderLast(db, {
    order: writtenAlone ? undefined : rows,
    messages: outboxRows(ctx.outbox.providerName, messages, now),
    answer: options.idempotency?.completion(response),
  });
  return response;
}
