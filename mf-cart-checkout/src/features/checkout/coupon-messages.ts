import type { MessageDescriptor } from 'react-intl';
import { COUPON_ERROR } from '@barrio/shared/domain';
import { checkoutMessages } from './messages';

/** The shopper-facing reason of each SPEC §8 coupon error except 2 (which shows the minimum). */
export function couponErrorMessage(code: number): MessageDescriptor {
  switch (code) {
    case COUPON_ERROR.EXPIRED:
      return checkoutMessages.couponExpired;
    case COUPON_ERROR.WRONG_SHOP:
      return checkoutMessages.couponWrongShop;
    case COUPON_ERROR.USAGE_LIMIT:
      return checkoutMessages.couponUsed;
    case COUPON_ERROR.WRONG_CUSTOMER_TYPE:
      return checkoutMessages.couponWrongCustomer;
    default:
      return checkoutMessages.couponUnknown;
  }
}
