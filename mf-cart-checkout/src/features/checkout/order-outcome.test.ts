import { testPlacedOrder } from '@barrio/shared/testing';
import { orderOutcome } from './order-outcome';

const order = testPlacedOrder({ total: { value: 120 } });

describe('orderOutcome (SPEC §8)', () => {
  it('reads 200 as placed', () => {
    expect(orderOutcome({ status: 200, body: { order } })).toEqual({ kind: 'placed', order });
  });

  it('reads a 200 the contract does not describe as a failed attempt', () => {
    expect(orderOutcome({ status: 200, body: { order: { id: order.id } } })).toEqual({
      kind: 'failed',
      status: 200,
    });
  });

  it('reads coupon error 2 as the minimum purchase carried in value', () => {
    const body = {
      error: { code: 'coupon_invalid', message: 'x' },
      coupon_error: 2,
      value: 1000000,
    };
    expect(orderOutcome({ status: 400, body })).toEqual({
      kind: 'coupon-minimum',
      minimum: 1000000,
      body,
    });
  });

  it.each([4, 5, 8, 16, 128])('reads coupon error %i as an invalid coupon', (code) => {
    const body = { error: { code: 'coupon_invalid', message: 'x' }, coupon_error: code };
    expect(orderOutcome({ status: 400, body })).toEqual({
      kind: 'coupon-invalid',
      couponError: code,
      body,
    });
  });

  it('reads the limit answer with each product’s existing quantity and allowance', () => {
    const limits = [{ product_id: 3, limit: 4, existing_quantity: 3, requested: 2, allowed: 1 }];
    const body = { error: { code: 'limit_exceeded', message: 'x' }, limits };
    expect(orderOutcome({ status: 400, body })).toEqual({ kind: 'limit', limits });
  });

  it("reads the shop's minimum order value answer", () => {
    const body = {
      error: { code: 'minimum_order_value', message: 'x' },
      minimum_order_value: { value: 300 },
      sum_of_line_totals: { value: 120 },
    };
    expect(orderOutcome({ status: 400, body })).toEqual({ kind: 'order-minimum', minimum: 300 });
  });

  it('reads any other 400 as rejected and other statuses as failed', () => {
    const body = { error: { code: 'validation_failed', message: 'Bad phone' } };
    expect(orderOutcome({ status: 400, body })).toEqual({
      kind: 'rejected',
      code: 'validation_failed',
      message: 'Bad phone',
    });
    expect(orderOutcome({ status: 409, body })).toEqual({ kind: 'failed', status: 409 });
    expect(orderOutcome({ status: 500, body: { error: { code: 'x', message: 'y' } } })).toEqual({
      kind: 'failed',
      status: 500,
    });
  });
});
