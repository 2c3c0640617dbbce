/** Coupon error codes carried by an order's 400 answer (SPEC §8). */
export const COUPON_ERROR = {
  /** Minimum purchase not reached; the answer's value is the minimum amount. */
  MIN_PURCHASE: 2,
  /** Expired or not yet valid. */
  EXPIRED: 4,
  /** No coupon with that code. */
  UNKNOWN_CODE: 5,
  /** Not valid in this shop or country. */
  WRONG_SHOP: 8,
  /** Already used, or its usage limit reached. */
  USAGE_LIMIT: 16,
  /** Not valid for this customer type. */
  WRONG_CUSTOMER_TYPE: 128,
} as const;

export type CouponErrorCode = (typeof COUPON_ERROR)[keyof typeof COUPON_ERROR];

export const COUPON_ERROR_CODES: readonly CouponErrorCode[] = Object.values(COUPON_ERROR);

export function isCouponErrorCode(code: unknown): code is CouponErrorCode {
  return typeof code === 'number' && (COUPON_ERROR_CODES as readonly number[]).includes(code);
}

export function isMinimumPurchaseError(code: unknown): boolean {
  return code === COUPON_ERROR.MIN_PURCHASE;
}

/** Codes 4, 5, 8, 16 and 128: the coupon is invalid for a reason other than the minimum. */
export function isInvalidCouponError(code: unknown): boolean {
  return isCouponErrorCode(code) && code !== COUPON_ERROR.MIN_PURCHASE;
}
