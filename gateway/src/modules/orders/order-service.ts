import { randomInt, randomUUID } from 'node:crypto';
import {
  COUPON_ERROR,
  PAYMENT_METHOD,
  TIER_NOT_SET,
  formatDeliveryDate,
  parseDeliveryDate,
  paymentMethodsForCountry,
  roundMoney,
  splitWalletPayment,
  type CancelReason,
} from '@barrio/shared/domain';
import { countryById } from '@barrio/shared/countries';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import type { OrderStatusValue, PaymentStatus } from '../../db/schema/commerce';
import {
  badRequest,
  conflict,
  notFound,
  unauthorized,
  type AppError,
} from '../../errors/app-error';
import { canActForCustomer } from '../customers/leader-scope';
import { canonicalPhone } from '../auth/auth-service';
import type { AuthContext } from '../auth/auth-types';
import {
  couponDiscount,
  couponError,
  evaluateCoupon,
  redeemCoupon,
} from '../coupons/coupon-service';
import { findCouponByCode, releaseRedemption } from '../coupons/coupon-repository';
import { shopFlagOn } from '../flags/flag-service';
import { assertMayOrderFor, leaderActingAsCaller } from '../leaders/leader-service';
import {
  orderPaymentToken,
  paymentAccountLine,
  settlePaymentBeforeEdit,
} from '../payments/payment-service';
import { findWalletBalance } from '../wallet/wallet-repository';
import { debitForOrder, refundToWallet, walletEnabledFor } from '../wallet/wallet-service';
import type { IdempotencyGuard } from './idempotency';
import { assertTotalWithinBounds, assertUnitsWithinBounds, orderBoundsOf } from './order-bounds';
import { outboxRows } from '../messages/outbox-writer';
import { orderPushEntry, writeOrderPush } from '../push/push-outbox';
import { orderMessages } from './order-messages';
import { resolvePickupPoint } from './pickup-point';
import { guestDetails, guestToCreate } from './new-guest';
import { placedOrderRecord } from './placed-order';
import {
  assertMinimumReached,
  assertProductsAvailable,
  limitExceeded,
  limitViolations,
  mergeLineRequests,
  priceLines,
  type LineRequest,
} from './order-pricing';
import {
  deliveryCodeFlagEnabled,
  existingQuantities,
  findAddress,
  findOrCreateGuestCustomer,
  findOrder,
  findOrderCursor,
  findProducts,
  findShopForOrder,
  findTier,
  insertPlacedOrder,
  orderCode,
  placedOrderRows,
  startOrder,
  writeOrderLast,
  insertStatusHistory,
  listCustomerOrders,
  lockCustomer,
  replaceLines,
  timeRangeBelongsToShop,
  updateOrder,
  type CustomerRecord,
  type GuestToCreate,
  type NewOrder,
  type OrderRecord,
  type ShopForOrder,
  type ShopRow,
} from './order-repository';
import type { CreateOrderInput, EditOrderInput } from './order-schema';
import { dayOf, isEditable, toOrderResponse, type OrderResponse } from './order-view';

/** A new order's answer: the order, and the token a guest shows to pay for it. */
export type PlacedOrderResponse = OrderResponse & { payment_token: string };

type Ctx = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'logger' | 'config'>;

const MAX_DAYS_AHEAD = 60;

function toLineRequests(lines: CreateOrderInput['lines']): LineRequest[] {
  return lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity.value,
    notes: l.notes ?? null,
  }));
}

function deliveryDay(input: CreateOrderInput['selected_delivery_date'], now: Date): string {
  const text = formatDeliveryDate(input);
  if (!parseDeliveryDate(text)) {
    throw badRequest('invalid_delivery_date', 'The delivery date does not exist.', {
      fields: { selected_delivery_date: 'Not a calendar day.' },
    });
  }
  const today = dayOf(now);
  const latest = dayOf(new Date(now.getTime() + MAX_DAYS_AHEAD * 24 * 60 * 60 * 1000));
  if (text < today || text > latest) {
    throw badRequest(
      'invalid_delivery_date',
      `The delivery date must be between today and ${MAX_DAYS_AHEAD} days ahead.`,
      {
        fields: { selected_delivery_date: 'Out of range.' },
      },
    );
  }
  return text;
}

/** The shop an order is placed in (404 unless active), and whether its lines may be decimal. */
function orderingShop(row: ShopForOrder | undefined): {
  shop: ShopRow;
  decimalQuantities: boolean;
} {
  if (!row || !row.is_active) throw notFound('shop_not_found', 'Shop not found.');
  const {
    decimal_flag_enabled: enabled,
    decimal_flag_shop_slugs: shop_slugs,
    decimal_flag_shop_ids: shop_ids,
    ...shop
  } = row;
  const flag = enabled === null ? undefined : { enabled, shop_slugs, shop_ids };
  return { shop, decimalQuantities: shopFlagOn(flag, shop) };
}

async function activeShop(db: DbOrTx, shopId: number) {
  return orderingShop(await findShopForOrder(db, shopId));
}

interface Buyer {
  customerId: number | null;
  guest: { phone: string; name: string; last_name: string; email: string | null } | null;
  actingCommunityLeaderId: number | null;
  /** The acting leader's name, for the neighbour's confirmation message. */
  leaderName?: string;
}

/**
 * Who the order is for: the signed-in customer, a member of the acting leader's group, or a guest.
 * `guestRow` is the guest row worked out before the shop was read (guestToCreate): when the
 * phone dials the shop's own country, its phone is already this parse's answer.
 */
async function resolveBuyer(
  db: DbOrTx,
  auth: AuthContext,
  input: CreateOrderInput,
  shop: ShopRow,
  guestRow: GuestToCreate | undefined,
): Promise<Buyer> {
  if (input.guest_customer) {
    const phone =
      guestRow?.country_id === shop.country_id
        ? guestRow.phone
        : canonicalPhone(
            input.guest_customer.phone_number,
            shop.country_id,
            'guest_customer.phone_number',
          );
    return {
      customerId: null,
      guest: guestDetails(input.guest_customer, phone),
      actingCommunityLeaderId: null,
    };
  }
  const customerId = input.customer_id as number;
  if (auth.customerId === null)
    throw unauthorized('Sign in to order as a customer, or order as a guest.');
  // A leader is named only by that leader's own session: nobody can put an order in a
  // leader's list by naming them.
  if (input.acting_community_leader_id != null)
    await leaderActingAsCaller(db, auth, input.acting_community_leader_id);
  if (customerId === auth.customerId)
    return { customerId, guest: null, actingCommunityLeaderId: null };
  // Anyone else is a neighbour: only the leader of the group they belong to may order for them.
  const leaderId = input.acting_community_leader_id ?? auth.communityLeaderId;
  if (!leaderId) throw notFound('customer_not_found', 'Customer not found.');
  const leader = await assertMayOrderFor(db, auth, leaderId, customerId);
  return {
    customerId,
    guest: null,
    actingCommunityLeaderId: leader.id,
    leaderName: `${leader.name} ${leader.last_name}`.trim(),
  };
}

async function resolveTier(
  db: DbOrTx,
  tierId: string | null | undefined,
  shop: ShopRow,
): Promise<string | null> {
  if (!tierId || tierId === TIER_NOT_SET) return null;
  const tier = await findTier(db, tierId);
  if (
    !tier ||
    tier.country_id !== shop.country_id ||
    (tier.shopIds.length > 0 && !tier.shopIds.includes(shop.id))
  ) {
    throw badRequest('invalid_tier', 'The tier does not apply to this shop.', {
      fields: { tier_id: 'Unknown tier for this shop.' },
    });
  }
  return tier.id;
}

function assertPaymentMethod(paymentMethodId: number, shop: ShopRow, walletEnabled: boolean): void {
  const offered = paymentMethodsForCountry(shop.country_id, { walletEnabled }).map(
    (m) => m.id as number,
  );
  if (!offered.includes(paymentMethodId)) {
    throw badRequest('invalid_payment_method', 'This payment method is not available here.', {
      fields: { payment_method_id: `Choose one of ${offered.join(', ')}.` },
    });
  }
}

function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * The guest customer of a guest's order, locked: the one the order's first statement created
 * (see guestToCreate), or else the phone's guest record, found or created now.
 */
async function guestCustomer(
  db: DbOrTx,
  guest: NonNullable<Buyer['guest']>,
  shop: ShopRow,
  createdFirst: CustomerRecord | null,
): Promise<{ customer: CustomerRecord; created: boolean }> {
  if (createdFirst === null) {
    return findOrCreateGuestCustomer(db, { ...guest, country_id: shop.country_id });
  }
  // Created for the phone as parsed for the shop's country: resolveBuyer's parse, unless the
  // two ever diverge (then the order must not go to that row).
  if (createdFirst.phone !== guest.phone) {
    throw new Error(`guest created for ${createdFirst.phone}, order is for ${guest.phone}`);
  }
  return { customer: createdFirst, created: true };
}

/**
 * What the wallet pays of an order. Paying *with* the wallet as the method needs the whole
 * total (a short balance is a 400 from the debit); the wallet switch beside another method pays
 * what the balance covers and leaves the rest to that method, as checkout's summary shows.
 */
async function walletShareOf(
  db: DbOrTx,
  customerId: number,
  total: number,
  paymentMethodId: number,
): Promise<number> {
  if (paymentMethodId === PAYMENT_METHOD.WALLET) return total;
  return splitWalletPayment(total, await findWalletBalance(db, customerId)).walletDebit;
}

/**
 * POST /api/order: prices from the database, checks every rule, and writes the order in ONE
 * transaction: the idempotency key, every read the rules need, the guest customer, the order
 * and its lines, coupon and wallet, its outbox messages and push, and the stored answer commit
 * together (one commit per order; a failed rule rolls everything back).
 */
export async function placeOrder(
  ctx: Ctx,
  auth: AuthContext,
  input: CreateOrderInput,
  options: { autoconfirm: boolean; idempotency?: IdempotencyGuard<PlacedOrderResponse> },
): Promise<PlacedOrderResponse> {
  const now = ctx.clock.now();
  return ctx.db
    .transaction()
    .execute(async (trx) => placeOrderIn(trx, ctx, auth, input, options, now));
}

async function placeOrderIn(
  trx: DbOrTx,
  ctx: Ctx,
  auth: AuthContext,
  input: CreateOrderInput,
  options: { autoconfirm: boolean; idempotency?: IdempotencyGuard<PlacedOrderResponse> },
  now: Date,
): Promise<PlacedOrderResponse> {
  // The key first (in the statement that reads the shop and the products): a replay is
  // answered without checking rules that may have changed since.
  const { idempotency } = options;
  const requests = mergeLineRequests(toLineRequests(input.lines));
  const guestRow = guestToCreate(input);
  const start = await startOrder(
    trx,
    input.shop_id,
    requests.map((r) => r.product_id),
    {
      claim: idempotency?.claim,
      guest: guestRow,
    },
  );
  idempotency?.assertClaimed(start.claimed);
  const day = deliveryDay(input.selected_delivery_date, now);
  const { shop, decimalQuantities } = orderingShop(start.shop);
  const buyer = await resolveBuyer(trx, auth, input, shop, guestRow);
  const tierId = await resolveTier(trx, input.tier_id, shop);

  let mainLine = input.customer_delivery_address?.main_line ?? null;
  if (input.delivery_address_id) {
    const address =
      buyer.customerId === null
        ? undefined
        : await findAddress(trx, input.delivery_address_id, buyer.customerId);
    if (!address)
      throw badRequest('invalid_address', 'Unknown delivery address.', {
        fields: { delivery_address_id: 'Not one of your addresses.' },
      });
    mainLine = address.main_line;
  }
  if (
    input.delivery_time_range_id &&
    !(await timeRangeBelongsToShop(trx, input.delivery_time_range_id, shop.id))
  ) {
    throw badRequest('invalid_time_range', 'Unknown delivery time range for this shop.', {
      fields: { delivery_time_range_id: 'Not a time range of this shop.' },
    });
  }

  const pickupPoint = input.pickup_point_shop_id
    ? await resolvePickupPoint(trx, shop.id, input.pickup_point_shop_id)
    : null;

  const { products } = start;
  assertProductsAvailable(products, requests, decimalQuantities);
  const bounds = orderBoundsOf(shop);
  assertUnitsWithinBounds(requests, bounds);
  const priced = priceLines(products, requests, shop.products_with_min_order_value);
  assertTotalWithinBounds(priced.sumOfLineTotals, bounds);
  assertMinimumReached(priced);

  const guest = buyer.guest ? await guestCustomer(trx, buyer.guest, shop, start.newGuest) : null;
  const customer: CustomerRecord | undefined =
    guest?.customer ?? (await lockCustomer(trx, buyer.customerId as number));
  if (!customer) throw notFound('customer_not_found', 'Customer not found.');

  // Only the wallet's holder spends it: not a guest, and not a leader ordering for a neighbour
  // (docs/owners-and-payments.md, "A leader's order and the neighbour's wallet").
  const walletEnabled =
    buyer.guest === null &&
    buyer.actingCommunityLeaderId === null &&
    walletEnabledFor(customer, shop);
  assertPaymentMethod(input.payment_method_id, shop, walletEnabled);

  // A guest created by this very transaction has no orders yet: nothing to read.
  const existing = guest?.created
    ? new Map<number, number>()
    : await existingQuantities(
        trx,
        customer.id,
        day,
        requests.map((r) => r.product_id),
        null,
      );
  const violations = limitViolations(products, requests, existing);
  if (violations.length > 0) throw limitExceeded(violations);

  const applied = input.coupon_code?.trim()
    ? await evaluateCoupon(trx, input.coupon_code, {
        shop,
        customer,
        sumOfLineTotals: priced.sumOfLineTotals,
        now,
      })
    : null;
  const discount = applied?.discount ?? 0;
  const serviceCharge = 0;
  const total = roundMoney(priced.sumOfLineTotals - discount + serviceCharge);

  const debitWallet =
    input.require_debit_from_wallet === true || input.payment_method_id === PAYMENT_METHOD.WALLET;
  if (debitWallet && !walletEnabled) {
    throw badRequest(
      'wallet_not_available',
      'Paying with the wallet is not available for this customer in this shop.',
    );
  }
  const walletDebit = debitWallet
    ? await walletShareOf(trx, customer.id, total, input.payment_method_id)
    : 0;
  const remainder = roundMoney(total - walletDebit);
  let paymentStatus: PaymentStatus = 'not_required';
  if (walletDebit > 0 && remainder === 0) paymentStatus = 'paid';
  else if (input.payment_method_id === PAYMENT_METHOD.PAYMENT_LINK && remainder > 0)
    paymentStatus = 'pending';

  const status: OrderStatusValue =
    options.autoconfirm || shop.on_fulfillment_start === true ? 'confirmed' : 'pending';
  const id = randomUUID();
  const iso = countryById(shop.country_id)?.iso ?? String(shop.country_id);
  const newOrder: Omit<NewOrder, 'code'> = {
    id,
    customer_id: customer.id,
    shop_id: shop.id,
    country_id: shop.country_id,
    status,
    payment_method_id: input.payment_method_id,
    payment_status: paymentStatus,
    coupon_id: applied?.coupon.id ?? null,
    coupon_code: applied?.coupon.code ?? null,
    tier_id: tierId,
    delivery_address_id: input.delivery_address_id ?? null,
    delivery_address_main_line: mainLine,
    customer_delivery_address: input.customer_delivery_address ?? null,
    delivery_date: day,
    delivery_time_range_id: input.delivery_time_range_id ?? null,
    notes: input.notes ?? null,
    acting_community_leader_id: buyer.actingCommunityLeaderId,
    sum_of_line_totals: priced.sumOfLineTotals,
    discount_value: discount,
    service_charge_value: serviceCharge,
    total,
    wallet_debit: walletDebit,
    delivery_code: newDeliveryCode(),
    pickup_point_shop_id: pickupPoint?.id ?? null,
    created_at: now,
  };
  // The shop is active and the key ours (checked above), so startOrder drew the number.
  if (start.orderNumber === null) throw new Error(`no order number drawn for order ${id}`);
  const code = orderCode(iso, start.orderNumber);
  const placed: NewOrder = { ...newOrder, code };
  const firstStatus = {
    reason: options.autoconfirm ? 'autoconfirm' : null,
    actor_customer_id: auth.customerId,
  };
  const rows = placedOrderRows(placed, priced.lines, firstStatus);
  // A coupon's redemption and a wallet debit reference the order, so it is written before
  // them; otherwise the order is written by the transaction's last statement (below).
  const writtenAlone = applied !== null || walletDebit > 0;
  if (writtenAlone) await insertPlacedOrder(trx, rows);
  if (applied) await redeemCoupon(trx, applied.coupon, customer.id, id, now);
  if (walletDebit > 0) await debitForOrder(trx, customer.id, walletDebit, { id, code }, now);
  const order = placedOrderRecord(placed, shop, pickupPoint, priced.lines);
  // The payment token lets a guest prove the order is theirs when paying (see payments).
  const response: PlacedOrderResponse = {
    ...toOrderResponse(order, now),
    payment_token: orderPaymentToken(ctx.config.sessionSecret, order.id),
  };
  // The messages (and the push of a confirmed order) commit with the order, in one statement
  // (transactional outbox): a crash after the commit cannot lose them, and a rolled-back order
  // never announces itself.
  const push = order.status === 'confirmed' ? orderPushEntry(order, 'confirmed') : null;
  const messages = [
    ...orderMessages(order, shop, customer, {
      publicUrl: ctx.config.publicUrl,
      leaderName: buyer.leaderName ?? null,
      paymentAccount: await paymentAccountLine(trx, order),
    }),
    ...(push ? [push] : []),
  ];
  // Last statement before COMMIT, one round trip: the order (unless written above), its
  // messages and, when there is a key, the answer a retry under the same key will be given.
  await writeOrderLast(trx, {
    order: writtenAlone ? undefined : rows,
    messages: outboxRows(ctx.outbox.providerName, messages, now),
    answer: idempotency?.completion(response),
  });
  return response;
}

/** The order if the caller may see it (its customer or their community leader); 404 otherwise. */
async function visibleOrder(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  orderId: string,
): Promise<OrderRecord> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !(await canActForCustomer(auth, order.customer_id, ctx.db))) {
    throw notFound('order_not_found', 'Order not found.');
  }
  return order;
}

export async function getOrder(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  orderId: string,
): Promise<OrderResponse> {
  return toOrderResponse(await visibleOrder(ctx, auth, orderId), ctx.clock.now());
}

export async function listOrders(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  query: {
    customer_id: number;
    last_uuid?: string | undefined;
    page_size: number;
    status?: 'confirmed' | undefined;
  },
): Promise<{ orders: OrderResponse[]; last_uuid: string | null; has_more: boolean }> {
  if (!(await canActForCustomer(auth, query.customer_id, ctx.db)))
    throw notFound('customer_not_found', 'Customer not found.');
  let after: { created_at: Date; id: string } | null = null;
  if (query.last_uuid) {
    after = (await findOrderCursor(ctx.db, query.last_uuid, query.customer_id)) ?? null;
    if (!after)
      throw badRequest('invalid_cursor', 'last_uuid is not an order of this customer.', {
        fields: { last_uuid: 'Unknown order.' },
      });
  }
  const rows = await listCustomerOrders(
    ctx.db,
    query.customer_id,
    after,
    query.page_size + 1,
    query.status,
  );
  const page = rows.slice(0, query.page_size);
  const hasMore = rows.length > query.page_size;
  const now = ctx.clock.now();
  return {
    orders: page.map((o) => toOrderResponse(o, now)),
    last_uuid: hasMore ? (page[page.length - 1]?.id ?? null) : null,
    has_more: hasMore,
  };
}

function notEditable(order: OrderRecord): AppError {
  return conflict('order_not_editable', 'This order can no longer change.', {
    details: { status: order.status },
  });
}

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

function walletHolderOnly(): AppError {
  return badRequest(
    'wallet_not_available',
    'Only the wallet’s holder can pay more of this order with their wallet.',
  );
}

/** PATCH /api/order/{id}: re-prices the whole order and re-checks limits, minimums, coupon and wallet. */
export async function editOrder(
  ctx: Ctx,
  auth: AuthContext,
  orderId: string,
  edit: EditOrderInput,
): Promise<OrderResponse> {
  const now = ctx.clock.now();
  const visible = await visibleOrder(ctx, auth, orderId);
  await ctx.db.transaction().execute(async (trx) => {
    await lockCustomer(trx, visible.customer_id);
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    if (!isEditable(order, now)) throw notEditable(order);
    await settlePaymentBeforeEdit(trx, order, now);

    const requests = applyEdit(order, edit);
    const { shop, decimalQuantities } = await activeShop(trx, order.shop_id);
    const products = await findProducts(
      trx,
      shop.catalog_id,
      requests.map((r) => r.product_id),
    );
    assertProductsAvailable(products, requests, decimalQuantities);
    const bounds = orderBoundsOf(shop);
    assertUnitsWithinBounds(requests, bounds);
    const existing = await existingQuantities(
      trx,
      order.customer_id,
      order.delivery_date,
      requests.map((r) => r.product_id),
      order.id,
    );
    const violations = limitViolations(products, requests, existing);
    if (violations.length > 0) throw limitExceeded(violations);
    const priced = priceLines(products, requests, shop.products_with_min_order_value);
    assertTotalWithinBounds(priced.sumOfLineTotals, bounds);
    assertMinimumReached(priced);

    let discount = 0;
    if (order.coupon_code) {
      const coupon = await findCouponByCode(trx, order.coupon_code);
      if (coupon) {
        if (priced.sumOfLineTotals < coupon.min_purchase)
          throw couponError(COUPON_ERROR.MIN_PURCHASE, coupon.min_purchase);
        discount = couponDiscount(coupon, priced.sumOfLineTotals);
      }
    }
    const total = roundMoney(priced.sumOfLineTotals - discount + order.service_charge_value);
    let walletDebit = order.wallet_debit;
    if (order.wallet_debit > 0) {
      // The wallet keeps paying its share: what it already paid plus its balance, at most the total.
      const balance = (await findWalletBalance(trx, order.customer_id)) ?? 0;
      walletDebit =
        order.payment_method_id === PAYMENT_METHOD.WALLET
          ? total
          : splitWalletPayment(total, order.wallet_debit + balance).walletDebit;
      // Only the wallet's holder spends more of it; a leader's edit may only give some back.
      if (auth.customerId !== order.customer_id && walletDebit > order.wallet_debit)
        throw walletHolderOnly();
      const delta = roundMoney(walletDebit - order.wallet_debit);
      if (delta > 0) await debitForOrder(trx, order.customer_id, delta, order, now);
      if (delta < 0)
        await refundToWallet(trx, order.customer_id, -delta, order, 'Ajuste del pedido', now);
    }
    await replaceLines(trx, order.id, priced.lines);
    await updateOrder(
      trx,
      order.id,
      {
        sum_of_line_totals: priced.sumOfLineTotals,
        discount_value: discount,
        total,
        wallet_debit: walletDebit,
      },
      now,
    );
  });
  return getOrder(ctx, auth, orderId);
}

/** POST /api/order/{id}/cancel: gives back the wallet debit and the coupon use. */
export async function cancelOrder(
  ctx: Ctx,
  auth: AuthContext,
  orderId: string,
  reason: CancelReason,
): Promise<OrderResponse> {
  const now = ctx.clock.now();
  const visible = await visibleOrder(ctx, auth, orderId);
  await ctx.db.transaction().execute(async (trx) => {
    await lockCustomer(trx, visible.customer_id);
    const order = await findOrder(trx, orderId, { lock: true });
    if (!order) throw notFound('order_not_found', 'Order not found.');
    if (!isEditable(order, now)) throw notEditable(order);
    if (order.wallet_debit > 0) {
      await refundToWallet(
        trx,
        order.customer_id,
        order.wallet_debit,
        order,
        'Reembolso del pedido',
        now,
      );
    }
    await releaseRedemption(trx, order.id);
    await updateOrder(
      trx,
      order.id,
      {
        status: 'canceled',
        cancel_reason: reason,
        wallet_debit: 0,
        payment_status:
          order.payment_status === 'paid'
            ? 'refunded'
            : order.payment_status === 'pending'
              ? 'not_required'
              : order.payment_status,
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
  });
  return getOrder(ctx, auth, orderId);
}

/** PATCH /api/getcode: the delivery code the customer shows the shop owner, in the countries that use it. */
export async function deliveryCode(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  query: { orderId: string; countryId: number; customerId: number },
): Promise<{ order_id: string; code: string }> {
  const order = await findOrder(ctx.db, query.orderId);
  if (
    !order ||
    order.country_id !== query.countryId ||
    order.customer_id !== query.customerId ||
    !(await canActForCustomer(auth, order.customer_id, ctx.db))
  ) {
    throw notFound('order_not_found', 'Order not found.');
  }
  if (!(await deliveryCodeFlagEnabled(ctx.db, order.country_id))) {
    throw notFound('delivery_code_not_used', 'Orders in this country have no delivery code.');
  }
  if (order.status === 'canceled' || order.status === 'delivered') {
    throw conflict('order_closed', 'This order is already closed.', {
      details: { status: order.status },
    });
  }
  return { order_id: order.id, code: order.delivery_code };
}
