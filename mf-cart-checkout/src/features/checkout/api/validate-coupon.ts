import { apiRequest } from '@barrio/shared/api';
import {
  couponErrorSchema,
  couponValidationSchema,
  type CouponValidation,
} from '@barrio/shared/contract';
import type { OrderLinePayload } from '@barrio/shared/domain';

export interface ValidateCouponRequest {
  coupon_code: string;
  shop_id: number;
  lines: OrderLinePayload[];
  customer_id: number | null;
}

export type { CouponValidation };

export type CouponCheckResult =
  | { kind: 'valid'; validation: CouponValidation }
  /** A SPEC §8 coupon error; `value` is the minimum purchase for code 2. */
  | { kind: 'rejected'; couponError: number; value: number | null }
  | { kind: 'failed'; status: number };

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
  if (status === 200) {
    const validation = couponValidationSchema.safeParse(body);
    if (validation.success) return { kind: 'valid', validation: validation.data };
  }
  const rejection = couponErrorSchema.safeParse(body);
  if (rejection.success) {
    const { coupon_error, value } = rejection.data;
    return { kind: 'rejected', couponError: coupon_error, value: value ?? null };
  }
  return { kind: 'failed', status };
}
