import { apiRequest } from '@barrio/shared/api';
import type { OrderLinePayload } from '@barrio/shared/domain';

export interface ValidateCouponRequest {
  coupon_code: string;
  shop_id: number;
  lines: OrderLinePayload[];
  customer_id: number | null;
}

/** The gateway's 200 answer (gateway/src/modules/coupons/coupon-schema.ts). */
export interface CouponValidation {
  valid: true;
  coupon: {
    id: number;
    code: string;
    description: string;
    discount_type: 'percent' | 'amount';
    discount_value: number;
    min_purchase: number;
  };
  sum_of_line_totals: { value: number };
  discount_value: { value: number };
  total: { value: number };
}

export type CouponCheckResult =
  | { kind: 'valid'; validation: CouponValidation }
  /** A SPEC §8 coupon error; `value` is the minimum purchase for code 2. */
  | { kind: 'rejected'; couponError: number; value: number | null }
  | { kind: 'failed'; status: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `POST /api/coupons/validate`: whether the code applies to these lines in this shop. */
export async function validateCoupon(
  request: ValidateCouponRequest,
  signal?: AbortSignal,
): Promise<CouponCheckResult> {
  const response = await apiRequest<unknown>('/coupons/validate', {
    method: 'POST',
    body: request,
    ...(signal ? { signal } : {}),
  });
  const { body, status } = response;
  if (status === 200 && isRecord(body) && body.valid === true) {
    return { kind: 'valid', validation: body as unknown as CouponValidation };
  }
  if (isRecord(body) && typeof body.coupon_error === 'number') {
    return {
      kind: 'rejected',
      couponError: body.coupon_error,
      value: typeof body.value === 'number' ? body.value : null,
    };
  }
  return { kind: 'failed', status };
}
