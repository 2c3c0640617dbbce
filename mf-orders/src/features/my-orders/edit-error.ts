import { isApiError } from '@barrio/shared/api';
import { COUPON_ERROR } from '@barrio/shared/domain';

export type EditFailure =
  'not-editable' | 'limit' | 'minimum' | 'coupon-minimum' | 'wallet' | 'failed';

/** What the customer must know when the gateway refuses an order change. */
export function classifyEditError(error: unknown): EditFailure {
  if (!isApiError(error)) return 'failed';
  if (error.status === 409) return 'not-editable';
  switch (error.code) {
    case 'limit_exceeded':
      return 'limit';
    case 'minimum_order_value':
      return 'minimum';
    case 'insufficient_wallet_balance':
      return 'wallet';
    case 'coupon_invalid': {
      const body = error.body as { coupon_error?: unknown } | undefined;
      return body?.coupon_error === COUPON_ERROR.MIN_PURCHASE ? 'coupon-minimum' : 'failed';
    }
    default:
      return 'failed';
  }
}
