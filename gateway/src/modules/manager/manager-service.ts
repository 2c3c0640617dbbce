import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { AppError, conflict, notFound, tooManyRequests } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import {
  findOrder,
  findShopBySlug,
  insertStatusHistory,
  updateOrder,
  type OrderRecord,
} from '../orders/order-repository';
import { toOrderResponse } from '../orders/order-view';
import { findCustomerContact, recordWrongCode } from './manager-repository';

/** Wrong delivery codes allowed per order before the owner is locked out (429). */
export const MAX_CODE_ATTEMPTS = 5;
const DELIVERABLE = new Set(['pending', 'confirmed', 'ready']);

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The order, when it belongs to a shop the caller owns; 404 for everyone else. */
async function ownedShopOrder(
  ctx: Ctx,
  auth: AuthContext,
  shopSlug: string,
  orderId: string,
): Promise<OrderRecord> {
  const shop = await findShopBySlug(ctx.db, shopSlug);
  const order =
    shop && auth.ownedShopIds.includes(shop.id) ? await findOrder(ctx.db, orderId) : undefined;
  if (!shop || !order || order.shop_id !== shop.id)
    throw notFound('order_not_found', 'Order not found.');
  return order;
}

async function managerView(ctx: Ctx, order: OrderRecord) {
  const customer = await findCustomerContact(ctx.db, order.customer_id);
  return {
    order: {
      ...toOrderResponse(order, ctx.clock.now()),
      customer: customer ?? { name: '', last_name: '', phone: '' },
      delivered_at: order.delivered_at ? new Date(order.delivered_at).toISOString() : null,
      delivery_code_attempts_left: Math.max(0, MAX_CODE_ATTEMPTS - order.delivery_code_attempts),
    },
  };
}

export async function managerOrder(ctx: Ctx, auth: AuthContext, shopSlug: string, orderId: string) {
  return managerView(ctx, await ownedShopOrder(ctx, auth, shopSlug, orderId));
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The owner confirms delivery with the customer's code; wrong codes are counted per order. */
export async function deliverOrder(
  ctx: Ctx,
  auth: AuthContext,
  shopSlug: string,
  orderId: string,
  code: string,
) {
  await ownedShopOrder(ctx, auth, shopSlug, orderId);
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    if (!DELIVERABLE.has(order.status)) {
      throw conflict('order_not_deliverable', 'This order cannot be delivered.', {
        details: { status: order.status },
      });
    }
    if (order.delivery_code_attempts >= MAX_CODE_ATTEMPTS) return { kind: 'locked' as const };
    if (!sameCode(order.delivery_code, code)) {
      // Committed on purpose: the count must survive the error answer.
      const used = await recordWrongCode(trx, order.id, now);
      return { kind: 'wrong' as const, attemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - used) };
    }
    await updateOrder(trx, order.id, { status: 'delivered', delivered_at: now }, now);
    await insertStatusHistory(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: 'delivered',
      reason: 'delivery_code',
      actor_customer_id: auth.customerId,
      created_at: now,
    });
    return { kind: 'delivered' as const };
  });
  if (outcome.kind === 'locked') throw tooManyRequests('Too many wrong codes for this order.');
  if (outcome.kind === 'wrong') {
    throw new AppError(400, 'invalid_delivery_code', 'The delivery code is not right.', {
      fields: { code: 'Wrong code.' },
      details: { attempts_left: outcome.attemptsLeft },
    });
  }
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('order_not_found', 'Order not found.');
  return managerView(ctx, order);
}
