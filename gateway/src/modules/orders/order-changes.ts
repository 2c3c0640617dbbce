import type { CancelReason } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import type { PaymentStatus } from '../../db/schema/commerce';
import { badRequest, conflict, notFound, type AppError } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { releaseRedemption } from '../coupons/coupon-repository';
import { discountAfterEdit } from '../coupons/coupon-service';
import { lockCustomer } from '../customers/customer-repository';
import { settlePaymentBeforeEdit } from '../payments/payment-service';
import { writeToOutbox } from '../messages/outbox-writer';
import { writeOrderPush } from '../push/push-outbox';
import { findShopById } from '../shops/shop-repository';
import { refundToWallet } from '../wallet/wallet-service';
import { assertWithinLimits } from './order-limits';
import { rebalanceWallet } from './order-payment';
import {
  mergeLineRequests,
  orderTotal,
  priceOrder,
  toLineRequests,
  type LineRequest,
} from './order-pricing';
import { findOrder } from './order-reads';
import type { OrderRecord } from './order-records';
import { ownerChangeEntry } from './order-messages';
import { getOrder, visibleOrder } from './order-queries';
import type { EditOrderInput } from './order-schema';
import { activeShop } from './order-shop';
import { isEditable, type OrderResponse } from './order-view';
import { findProducts } from './order-start';
import { insertStatusHistory, replaceLines, updateOrder } from './order-writes';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'config'>;

function notEditable(order: OrderRecord): AppError {
  return conflict('order_not_editable', 'This order can no longer change.', {
    details: { status: order.status },
  });
}

/**
 * The prologue of every change to an order, in its transaction: the order is one the caller
 * may see, its customer's row is locked (one change of a customer's orders and wallet at a
 * time), the order is read again under its own lock, and it can still change.
 */
async function changeOrder<T>(
  ctx: Ctx,
  auth: AuthContext,
  orderId: string,
  change: (trx: DbOrTx, order: OrderRecord, now: Date) => Promise<T>,
): Promise<T> {
  const now = ctx.clock.now();
  const visible = await visibleOrder(ctx, auth, orderId);
  return ctx.db.transaction().execute(async (trx) => {
    await lockCustomer(trx, visible.customer_id);
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    if (!isEditable(order, now)) throw notEditable(order);
    return change(trx, order, now);
  });
}

/** The order's lines after the edit, one request per product. */
function applyEdit(order: OrderRecord, edit: EditOrderInput): LineRequest[] {
  const current = new Map<number, LineRequest>(
    order.lines.map((l) => [
      l.product_id,
      { product_id: l.product_id, quantity: l.quantity, notes: l.notes },
    ]),
  );
  const missing: Record<string, string> = {};
  edit.lines.forEach((line, index) => {
    if (edit.action !== 'add_lines' && !current.has(line.product_id)) {
      missing[`lines.${index}.product_id`] = 'This product is not in the order.';
    }
  });
  if (Object.keys(missing).length > 0)
    throw badRequest('invalid_lines', 'Some lines are not in the order.', { fields: missing });

  if (edit.action === 'remove_lines') {
    for (const line of edit.lines) current.delete(line.product_id);
    if (current.size === 0) {
      throw badRequest(
        'order_would_be_empty',
        'An order keeps at least one line; cancel it instead.',
      );
    }
    return [...current.values()];
  }
  if (edit.action === 'patch_lines') {
    for (const line of edit.lines) {
      const existing = current.get(line.product_id) as LineRequest;
      existing.quantity = line.quantity.value;
      if (line.notes !== undefined) existing.notes = line.notes;
    }
    return [...current.values()];
  }
  return mergeLineRequests([...current.values(), ...toLineRequests(edit.lines)]);
}

/**
 * PATCH /api/order/{id}: re-prices the whole order with placing's steps (price the lines, apply
 * limits) and re-checks its coupon and what its wallet pays.
 */
export async function editOrder(
  ctx: Ctx,
  auth: AuthContext,
  orderId: string,
  edit: EditOrderInput,
): Promise<OrderResponse> {
  await changeOrder(ctx, auth, orderId, async (trx, order, now) => {
    await settlePaymentBeforeEdit(trx, order, now);
    const requests = applyEdit(order, edit);
    const { shop, decimalQuantities } = await activeShop(trx, order.shop_id);
    const productIds = requests.map((r) => r.product_id);
    const products = await findProducts(trx, shop.catalog_id, productIds);
    const priced = priceOrder(products, requests, shop, decimalQuantities);
    const buyer = { customerId: order.customer_id, createdNow: false };
    await assertWithinLimits(trx, buyer, order.delivery_date, requests, products, order.id);
    const discount = await discountAfterEdit(trx, order.coupon_code, priced.sumOfLineTotals);
    const total = orderTotal(priced.sumOfLineTotals, discount);
    const walletDebit = await rebalanceWallet(trx, order, total, auth.customerId, now);
    await replaceLines(trx, order.id, priced.lines);
    const sums = { sum_of_line_totals: priced.sumOfLineTotals, discount_value: discount };
    await updateOrder(trx, order.id, { ...sums, total, wallet_debit: walletDebit }, now);
    const change = { kind: 'edited' as const, lineCount: priced.lines.length, total };
    const notice = ownerChangeEntry(order, change, shop, ctx.config.publicUrl, now);
    if (notice) await writeToOutbox(trx, ctx.outbox.providerName, [notice], now);
  });
  return getOrder(ctx, auth, orderId);
}

/** A canceled order's payment: a paid one is refunded, a pending one no longer needed. */
function paymentAfterCancel(status: PaymentStatus): PaymentStatus {
  if (status === 'paid') return 'refunded';
  if (status === 'pending') return 'not_required';
  return status;
}

/** POST /api/order/{id}/cancel: gives back the wallet debit and the coupon use. */
export async function cancelOrder(
  ctx: Ctx,
  auth: AuthContext,
  orderId: string,
  reason: CancelReason,
): Promise<OrderResponse> {
  await changeOrder(ctx, auth, orderId, async (trx, order, now) => {
    if (order.wallet_debit > 0) {
      const note = 'Reembolso del pedido';
      await refundToWallet(trx, order.customer_id, order.wallet_debit, order, note, now);
    }
    await releaseRedemption(trx, order.id);
    await updateOrder(
      trx,
      order.id,
      {
        status: 'canceled',
        cancel_reason: reason,
        wallet_debit: 0,
        payment_status: paymentAfterCancel(order.payment_status),
      },
      now,
    );
    await insertStatusHistory(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: 'canceled',
      reason,
      actor_customer_id: auth.customerId,
      created_at: now,
    });
    await writeOrderPush(trx, order, 'canceled', now);
    // The shop may be inactive by now; its owner still has to know not to prepare the order.
    const shop = await findShopById(trx, order.shop_id);
    const change = { kind: 'canceled' as const, lineCount: order.lines.length, total: 0 };
    const notice = shop && ownerChangeEntry(order, change, shop, ctx.config.publicUrl, now);
    if (notice) await writeToOutbox(trx, ctx.outbox.providerName, [notice], now);
  });
  return getOrder(ctx, auth, orderId);
}
