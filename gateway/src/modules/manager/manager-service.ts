import { timingSafeEqual } from 'node:crypto';
import { PAYMENT_METHOD, roundMoney } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import type { OrderStatusValue } from '../../db/schema/commerce';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { deliveryCodeFlagEnabled } from '../flags/flag-service';
import { findOrder, listShopOrders } from '../orders/order-reads';
import type { OrderRecord } from '../orders/order-records';
import { insertStatusHistory, updateOrder } from '../orders/order-writes';
import { findShopBySlug } from '../shops/shop-repository';
import { dayOf, toOrderResponse } from '../orders/order-view';
import { paymentView } from '../payments/payment-service';
import { writeOrderPush } from '../push/push-outbox';
import { writeHandoverNotice } from './customer-notices';
import { findCustomerContacts, findTimeRanges, recordWrongCode } from './manager-repository';
import type { DeliverInput, ManagerFilter } from './manager-schema';

/** Wrong delivery codes allowed per order before the owner is locked out (429). */
export const MAX_CODE_ATTEMPTS = 5;
const DELIVERABLE = new Set(['pending', 'confirmed', 'ready']);
const PREPARABLE = new Set(['pending', 'confirmed']);
const LIST_LIMIT = 200;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'logger'>;

const FILTER_STATUSES: Record<ManagerFilter, readonly OrderStatusValue[] | undefined> = {
  all: undefined,
  to_prepare: ['pending', 'confirmed'],
  ready: ['ready'],
  delivered: ['delivered'],
  canceled: ['canceled'],
  unpaid: undefined,
};

/** The shop, when the caller owns it or is support; 404 for everyone else. */
async function managedShop(ctx: Pick<AppContext, 'db'>, auth: AuthContext, shopSlug: string) {
  const shop = await findShopBySlug(ctx.db, shopSlug);
  const allowed =
    shop !== undefined &&
    auth.customerId !== null &&
    (auth.role === 'support' || auth.ownedShopIds.includes(shop.id));
  if (!shop || !allowed) throw notFound('order_not_found', 'Order not found.');
  return shop;
}

/** The order, when it belongs to a shop the caller manages; 404 for everyone else. */
async function managedOrder(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  shopSlug: string,
  orderId: string,
): Promise<OrderRecord> {
  const shop = await managedShop(ctx, auth, shopSlug);
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.shop_id !== shop.id) throw notFound('order_not_found', 'Order not found.');
  return order;
}

/** An online payment that has not gone through: handing over needs the explicit override. */
function unpaidOnline(order: OrderRecord): boolean {
  return (
    order.payment_method_id === PAYMENT_METHOD.PAYMENT_LINK &&
    order.payment_status !== 'paid' &&
    roundMoney(order.total - order.wallet_debit) > 0
  );
}

/** Everything the owner needs to prepare and hand over, for a batch of orders. */
async function managerViews(ctx: Ctx, orders: OrderRecord[]) {
  const now = ctx.clock.now();
  const [contacts, ranges, codeFlags] = await Promise.all([
    findCustomerContacts(
      ctx.db,
      orders.map((o) => o.customer_id),
    ),
    findTimeRanges(
      ctx.db,
      orders.flatMap((o) => (o.delivery_time_range_id ? [o.delivery_time_range_id] : [])),
    ),
    codeFlagsFor(ctx, orders),
  ]);
  return Promise.all(
    orders.map(async (order) => {
      const customer = contacts.get(order.customer_id);
      const range = order.delivery_time_range_id
        ? ranges.get(order.delivery_time_range_id)
        : undefined;
      const address = order.customer_delivery_address;
      return {
        ...toOrderResponse(order, now),
        customer: customer
          ? { name: customer.name, last_name: customer.last_name, phone: customer.phone }
          : { name: '', last_name: '', phone: '' },
        delivered_at: order.delivered_at ? new Date(order.delivered_at).toISOString() : null,
        ready_at: order.ready_at ? new Date(order.ready_at).toISOString() : null,
        delivery_code_required: codeFlags.get(order.country_id) === true,
        delivery_code_attempts_left: Math.max(0, MAX_CODE_ATTEMPTS - order.delivery_code_attempts),
        delivery_date: order.delivery_date,
        delivery_time_range: range
          ? { label: range.label, start_hour: range.start_hour, end_hour: range.end_hour }
          : null,
        delivery_address:
          address || order.delivery_address_main_line
            ? {
                main_line: address?.main_line ?? order.delivery_address_main_line,
                details: address?.details ?? null,
                label: address?.label ?? null,
              }
            : null,
        payment: await paymentView(ctx, order),
        needs_payment_override: DELIVERABLE.has(order.status) && unpaidOnline(order),
      };
    }),
  );
}

async function codeFlagsFor(ctx: Pick<AppContext, 'db'>, orders: OrderRecord[]) {
  const countries = [...new Set(orders.map((o) => o.country_id))];
  const flags = await Promise.all(countries.map((id) => deliveryCodeFlagEnabled(ctx.db, id)));
  return new Map(countries.map((id, i) => [id, flags[i]]));
}

async function managerView(ctx: Ctx, order: OrderRecord) {
  const [view] = await managerViews(ctx, [order]);
  return { order: view! };
}

export async function managerOrder(ctx: Ctx, auth: AuthContext, shopSlug: string, orderId: string) {
  return managerView(ctx, await managedOrder(ctx, auth, shopSlug, orderId));
}

/** GET /api/manager/{shop}/orders: the shop's orders for a day and/or status, with the pick list. */
export async function managerOrderList(
  ctx: Ctx,
  auth: AuthContext,
  shopSlug: string,
  query: { date?: string | undefined; status: ManagerFilter },
) {
  const shop = await managedShop(ctx, auth, shopSlug);
  const deliveryDate = query.date === 'today' ? dayOf(ctx.clock.now()) : query.date;
  const orders = await listShopOrders(
    ctx.db,
    shop.id,
    {
      deliveryDate,
      statuses: FILTER_STATUSES[query.status],
      unpaidOnline: query.status === 'unpaid',
    },
    LIST_LIMIT,
  );
  const pick = new Map<
    number,
    {
      product_id: number;
      name: string;
      quantity: number;
      unit: string;
      scale: number | null;
      orders: number;
    }
  >();
  for (const order of orders) {
    if (!PREPARABLE.has(order.status)) continue;
    for (const line of order.lines) {
      const entry = pick.get(line.product_id) ?? {
        product_id: line.product_id,
        name: line.name,
        quantity: 0,
        unit: line.unit_erp_name,
        // How much one unit holds ('por 200 gr' is 200): the list reads '5 unidades de 200 gr'.
        scale: typeof line.product.scale === 'number' ? line.product.scale : null,
        orders: 0,
      };
      entry.quantity = roundMoney(entry.quantity + line.quantity);
      entry.orders += 1;
      pick.set(line.product_id, entry);
    }
  }
  return {
    orders: await managerViews(ctx, orders),
    pick_list: [...pick.values()].sort((a, b) => a.name.localeCompare(b.name, 'es')),
  };
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The owner hands the order over. Where the country uses delivery codes the customer's code
 * is checked (wrong codes counted per order); elsewhere one deliberate `confirm: true` does.
 * An unpaid online payment needs `allow_unpaid: true`. The customer is told either way, by a
 * message written in the handover's transaction.
 */
export async function deliverOrder(
  ctx: Ctx,
  auth: AuthContext,
  shopSlug: string,
  orderId: string,
  input: DeliverInput,
) {
  const visible = await managedOrder(ctx, auth, shopSlug, orderId);
  const codeRequired = await deliveryCodeFlagEnabled(ctx.db, visible.country_id);
  if (codeRequired && input.code === undefined) {
    throw badRequest('delivery_code_required', 'Enter the customer’s delivery code.', {
      fields: { code: 'Required in this country.' },
    });
  }
  if (!codeRequired && input.confirm !== true) {
    throw badRequest('handover_confirmation_required', 'Confirm the handover explicitly.', {
      fields: { confirm: 'Send confirm: true.' },
    });
  }
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    if (!DELIVERABLE.has(order.status)) {
      throw conflict('order_not_deliverable', 'This order cannot be delivered.', {
        details: { status: order.status },
      });
    }
    if (unpaidOnline(order) && input.allow_unpaid !== true) {
      throw conflict('order_unpaid', 'The online payment of this order has not gone through.', {
        details: { payment_status: order.payment_status },
      });
    }
    if (codeRequired) {
      if (order.delivery_code_attempts >= MAX_CODE_ATTEMPTS) return { kind: 'locked' as const };
      if (!sameCode(order.delivery_code, input.code ?? '')) {
        // Committed on purpose: the count must survive the error answer.
        const used = await recordWrongCode(trx, order.id, now);
        return { kind: 'wrong' as const, attemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - used) };
      }
    }
    await updateOrder(trx, order.id, { status: 'delivered', delivered_at: now }, now);
    await insertStatusHistory(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: 'delivered',
      reason: codeRequired ? 'delivery_code' : 'handover_confirmed',
      actor_customer_id: auth.customerId,
      created_at: now,
    });
    await writeOrderPush(trx, order, 'delivered', now);
    await writeHandoverNotice(trx, ctx.outbox.providerName, order, 'order_delivered', now);
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

/** The owner marks the order ready for pickup; the customer is told where to collect it. */
export async function markReady(ctx: Ctx, auth: AuthContext, shopSlug: string, orderId: string) {
  await managedOrder(ctx, auth, shopSlug, orderId);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    if (!PREPARABLE.has(order.status)) {
      throw conflict('order_not_preparable', 'This order cannot be marked ready.', {
        details: { status: order.status },
      });
    }
    await updateOrder(trx, order.id, { status: 'ready', ready_at: now }, now);
    await insertStatusHistory(trx, {
      order_id: order.id,
      from_status: order.status,
      to_status: 'ready',
      reason: 'ready_for_pickup',
      actor_customer_id: auth.customerId,
      created_at: now,
    });
    await writeOrderPush(trx, order, 'ready', now);
    await writeHandoverNotice(trx, ctx.outbox.providerName, order, 'order_ready', now);
  });
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('order_not_found', 'Order not found.');
  return managerView(ctx, order);
}
