import {
  COUPON_ERROR,
  COUPON_ERROR_CODES,
  isCouponErrorCode,
  isInvalidCouponError,
  isMinimumPurchaseError,
} from './coupon-errors';

describe('coupon errors', () => {
  it('have the spec codes', () => {
    expect(COUPON_ERROR.MIN_PURCHASE).toBe(2);
    expect([...COUPON_ERROR_CODES].sort((a, b) => a - b)).toEqual([2, 4, 5, 8, 16, 128]);
  });

  it('tell the minimum-purchase error from the other invalid-coupon errors', () => {
    expect(isMinimumPurchaseError(2)).toBe(true);
    expect(isMinimumPurchaseError(5)).toBe(false);
    for (const code of [4, 5, 8, 16, 128]) expect(isInvalidCouponError(code)).toBe(true);
    expect(isInvalidCouponError(2)).toBe(false);
    expect(isInvalidCouponError(3)).toBe(false);
    expect(isCouponErrorCode('2')).toBe(false);
    expect(isCouponErrorCode(16)).toBe(true);
  });
});
