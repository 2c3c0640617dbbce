import { ApiError } from '@barrio/shared/api';
import { classifyEditError } from './edit-error';

describe('classifyEditError', () => {
  it('reads the gateway refusals', () => {
    expect(classifyEditError(new ApiError(409, 'order_not_editable', 'closed'))).toBe(
      'not-editable',
    );
    expect(classifyEditError(new ApiError(400, 'limit_exceeded', 'limit'))).toBe('limit');
    expect(classifyEditError(new ApiError(400, 'minimum_order_value', 'minimum'))).toBe('minimum');
    expect(classifyEditError(new ApiError(400, 'insufficient_wallet_balance', 'wallet'))).toBe(
      'wallet',
    );
  });

  it('tells the coupon minimum apart from other coupon errors', () => {
    const minimum = new ApiError(400, 'coupon_invalid', 'coupon', {
      body: { coupon_error: 2, value: 1000 },
    });
    const expired = new ApiError(400, 'coupon_invalid', 'coupon', { body: { coupon_error: 4 } });
    expect(classifyEditError(minimum)).toBe('coupon-minimum');
    expect(classifyEditError(expired)).toBe('failed');
  });

  it('falls back to a plain failure', () => {
    expect(classifyEditError(new ApiError(500, 'internal', 'boom'))).toBe('failed');
    expect(classifyEditError(new TypeError('x'))).toBe('failed');
  });
});
