import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import type { AuthContext } from '../auth/auth-types';
import { evaluateCoupon, type AppliedCoupon, type CouponCheck } from '../coupons/coupon-service';
import type { IdempotencyGuard } from './idempotency';
import { guestToCreate } from './new-guest';
import { lockBuyer, resolveBuyer } from './order-buyer';
import { checkDeliveryChoice, deliveryDay } from './delivery-choice';
import { assertWithinLimits } from './order-limits';
import { splitPayment } from './order-payment';
import { mergeLineRequests, orderTotal, priceOrder, toLineRequests } from './order-pricing';
import type { CreateOrderInput } from './order-schema';
import { orderingShop } from './order-shop';
import { startOrder } from './order-start';
import { writePlacedOrder, type PlacedOrderResponse } from './write-placed-order';

export type { PlacedOrderResponse } from './write-placed-order';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'outbox' | 'config'>;
type PlaceOptions = { autoconfirm: boolean; idempotency?: IdempotencyGuard<PlacedOrderResponse> };

/**
 * Step "begin": the order's first statement, one round trip for the idempotency key, the shop,
 * the requested products, the order's number and a new guest's row (startOrder). The key comes
 * first: a replay is answered without checking rules that may have changed since.
 */
async function beginOrder(db: DbOrTx, input: CreateOrderInput, options: PlaceOptions) {
  const requests = mergeLineRequests(toLineRequests(input.lines));
  const guestRow = guestToCreate(input);
  const start = await startOrder(
    db,
    input.shop_id,
    requests.map((r) => r.product_id),
    { claim: options.idempotency?.claim, guest: guestRow },
  );
  options.idempotency?.assertClaimed(start.claimed);
  return { ...start, requests, guestRow };
}

/** Step "apply the coupon": every coupon rule, and the discount it gives (none without a code). */
async function applyCoupon(
  db: DbOrTx,
  code: string | null | undefined,
  check: CouponCheck,
): Promise<AppliedCoupon | null> {
  return code?.trim() ? evaluateCoupon(db, code, check) : null;
}

/**
 * POST /api/order: prices from the database, checks every rule, and writes the order in ONE
 * transaction: the idempotency key, every read the rules need, the guest customer, the order
 * and its lines, coupon and wallet, its outbox messages and push, and the stored answer commit
 * together (one commit per order; a failed rule rolls everything back). Each step is a function
 * of its own, read here top-down.
 */
export async function placeOrder(
  ctx: Ctx,
  auth: AuthContext,
  input: CreateOrderInput,
  options: PlaceOptions,
): Promise<PlacedOrderResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const start = await beginOrder(trx, input, options);
    const day = deliveryDay(input.selected_delivery_date, now);
    const { shop, decimalQuantities } = orderingShop(start.shop);
    const buyer = await resolveBuyer(trx, auth, input, shop, start.guestRow);
    const delivery = await checkDeliveryChoice(trx, input, shop, buyer);
    const priced = priceOrder(start.products, start.requests, shop, decimalQuantities);
    const { customer, createdNow } = await lockBuyer(trx, buyer, shop, start);
    const limitsFor = { customerId: customer.id, createdNow };
    await assertWithinLimits(trx, limitsFor, day, start.requests, start.products, null);
    const coupon = await applyCoupon(trx, input.coupon_code, {
      shop,
      customer,
      sumOfLineTotals: priced.sumOfLineTotals,
      now,
    });
    const total = orderTotal(priced.sumOfLineTotals, coupon?.discount ?? 0);
    const payment = await splitPayment(trx, input, { buyer, customer, shop, total });
    // The shop is active and the key ours (checked above), so startOrder drew the number.
    if (start.orderNumber === null) throw new Error('no order number drawn for a new order');
    const order = { input, shop, buyer, customer, day, delivery, priced, coupon, payment };
    return writePlacedOrder(
      trx,
      ctx,
      auth,
      { ...order, orderNumber: start.orderNumber },
      options,
      now,
    );
  });
}
