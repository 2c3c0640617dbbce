import type { SubmitOrderResult } from '@barrio/shared/api';
import {
  couponErrorSchema,
  minimumOrderErrorSchema,
  orderLimitErrorSchema,
  placedOrderEnvelopeSchema,
  type OrderLimit,
  type PlacedOrder,
} from '@barrio/shared/contract';
import {
  isCouponErrorCode,
  isInvalidCouponError,
  isMinimumPurchaseError,
} from '@barrio/shared/domain';

/** One product over its limit, as the gateway's limit answer lists it. */
export type LimitAnswer = OrderLimit;

export type OrderOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** Coupon error 2: the answer's value is the coupon's minimum purchase. */
  | { kind: 'coupon-minimum'; minimum: number; body: unknown }
  /** Coupon errors 4, 5, 8, 16 and 128. */
  | { kind: 'coupon-invalid'; couponError: number; body: unknown }
  | { kind: 'limit'; limits: LimitAnswer[] }
  /** The shop's minimum order value is not reached. */
  | { kind: 'order-minimum'; minimum: number | null }
  /** Any other 400: the order was not sent. */
  | { kind: 'rejected'; code: string | null; message: string | null }
  /** 409 (the same attempt is still being placed), 422, 5xx: worth trying again. */
  | { kind: 'failed'; status: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorCode(body: Record<string, unknown>): string | null {
  const error = body.error;
  return isRecord(error) && typeof error.code === 'string' ? error.code : null;
}

function errorMessage(body: Record<string, unknown>): string | null {
  const error = body.error;
  return isRecord(error) && typeof error.message === 'string' ? error.message : null;
}

/** SPEC §8: what an answer of `POST /api/order` means for the checkout. */
export function orderOutcome(result: SubmitOrderResult): OrderOutcome {
  if (result.status === 200) {
    const placed = placedOrderEnvelopeSchema.safeParse(result.body);
    // An answer the contract does not describe is a failed attempt: retrying with the same
    // Idempotency-Key replays the order rather than placing it twice.
    return placed.success
      ? { kind: 'placed', order: placed.data.order }
      : { kind: 'failed', status: result.status };
  }
  const body: Record<string, unknown> = isRecord(result.body) ? result.body : {};
  if (result.status !== 400) return { kind: 'failed', status: result.status };

  const coupon = couponErrorSchema.safeParse(body);
  if (coupon.success) {
    const { coupon_error: couponError, value } = coupon.data;
    if (isMinimumPurchaseError(couponError)) {
      return { kind: 'coupon-minimum', minimum: value ?? 0, body };
    }
    if (isCouponErrorCode(couponError) && isInvalidCouponError(couponError)) {
      return { kind: 'coupon-invalid', couponError, body };
    }
  }
  const limit = orderLimitErrorSchema.safeParse(body);
  if (limit.success && limit.data.limits.length > 0) {
    return { kind: 'limit', limits: limit.data.limits };
  }
  if (errorCode(body) === 'minimum_order_value') {
    const minimum = minimumOrderErrorSchema.safeParse(body);
    // Without the amount the message still says the minimum is not reached.
    return {
      kind: 'order-minimum',
      minimum: minimum.success ? minimum.data.minimum_order_value.value : null,
    };
  }
  return { kind: 'rejected', code: errorCode(body), message: errorMessage(body) };
}
