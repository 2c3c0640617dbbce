import { COUPON_ERROR, roundMoney, type CouponErrorCode } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import {
  countRedemptions,
  findCouponByCode,
  insertRedemption,
  takeCouponUse,
  type CouponRecord,
} from './coupon-repository';

const MESSAGES: Record<CouponErrorCode, string> = {
  [COUPON_ERROR.MIN_PURCHASE]: 'The order does not reach the coupon’s minimum purchase.',
  [COUPON_ERROR.EXPIRED]: 'The coupon has expired or is not valid yet.',
  [COUPON_ERROR.UNKNOWN_CODE]: 'There is no coupon with that code.',
  [COUPON_ERROR.WRONG_SHOP]: 'The coupon is not valid in this shop.',
  [COUPON_ERROR.USAGE_LIMIT]: 'The coupon has already been used.',
  [COUPON_ERROR.WRONG_CUSTOMER_TYPE]: 'The coupon is not valid for this type of customer.',
};

/** The order's 400 for a coupon (SPEC §8): `coupon_error`, and `value` = the minimum for code 2. */
export function couponError(code: CouponErrorCode, value?: number): AppError {
  return new AppError(400, 'coupon_invalid', MESSAGES[code], {
    details: { coupon_error: code, ...(value === undefined ? {} : { value }) },
  });
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponCheck {
  shop: { id: number; country_id: number };
  customer: { id: number; customer_type_id: number } | null;
  sumOfLineTotals: number;
  now: Date;
}

export interface AppliedCoupon {
  coupon: CouponRecord;
  discount: number;
}

export function couponDiscount(
  coupon: Pick<CouponRecord, 'discount_type' | 'discount_value'>,
  sum: number,
): number {
  const raw =
    coupon.discount_type === 'percent'
      ? (sum * coupon.discount_value) / 100
      : coupon.discount_value;
  return roundMoney(Math.min(sum, Math.max(0, raw)));
}

/** Checks every coupon rule, in the order a shopper can best act on, and prices the discount. */
export async function evaluateCoupon(
  db: DbOrTx,
  rawCode: string,
  check: CouponCheck,
): Promise<AppliedCoupon> {
  const coupon = await findCouponByCode(db, normalizeCouponCode(rawCode));
  if (!coupon) throw couponError(COUPON_ERROR.UNKNOWN_CODE);
  const now = check.now.getTime();
  if (
    (coupon.valid_from && coupon.valid_from.getTime() > now) ||
    (coupon.valid_until && coupon.valid_until.getTime() < now)
  ) {
    throw couponError(COUPON_ERROR.EXPIRED);
  }
  if (coupon.country_id !== null && coupon.country_id !== check.shop.country_id)
    throw couponError(COUPON_ERROR.WRONG_SHOP);
  if (coupon.shopIds.length > 0 && !coupon.shopIds.includes(check.shop.id))
    throw couponError(COUPON_ERROR.WRONG_SHOP);
  if (
    coupon.customer_type_id !== null &&
    check.customer?.customer_type_id !== coupon.customer_type_id
  ) {
    throw couponError(COUPON_ERROR.WRONG_CUSTOMER_TYPE);
  }
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses)
    throw couponError(COUPON_ERROR.USAGE_LIMIT);
  if (check.customer && coupon.max_uses_per_customer !== null) {
    const used = await countRedemptions(db, coupon.id, check.customer.id);
    if (used >= coupon.max_uses_per_customer) throw couponError(COUPON_ERROR.USAGE_LIMIT);
  }
  if (check.sumOfLineTotals < coupon.min_purchase)
    throw couponError(COUPON_ERROR.MIN_PURCHASE, coupon.min_purchase);
  return { coupon, discount: couponDiscount(coupon, check.sumOfLineTotals) };
}

/**
 * An edited order's discount: its coupon (if it still exists) needs its minimum purchase from
 * the new sum of lines, and its discount follows that sum. Uses are not counted again.
 */
export async function discountAfterEdit(
  db: DbOrTx,
  couponCode: string | null,
  sumOfLineTotals: number,
): Promise<number> {
  if (!couponCode) return 0;
  const coupon = await findCouponByCode(db, couponCode);
  if (!coupon) return 0;
  if (sumOfLineTotals < coupon.min_purchase)
    throw couponError(COUPON_ERROR.MIN_PURCHASE, coupon.min_purchase);
  return couponDiscount(coupon, sumOfLineTotals);
}

/** Records the use inside the order's transaction; a limit reached meanwhile is error 16. */
export async function redeemCoupon(
  db: DbOrTx,
  coupon: CouponRecord,
  customerId: number,
  orderId: string,
  now: Date,
): Promise<void> {
  if (!(await takeCouponUse(db, coupon.id))) throw couponError(COUPON_ERROR.USAGE_LIMIT);
  await insertRedemption(db, {
    coupon_id: coupon.id,
    customer_id: customerId,
    order_id: orderId,
    created_at: now,
  });
}
