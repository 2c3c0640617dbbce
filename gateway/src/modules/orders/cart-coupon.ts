import { roundMoney } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import type { ValidateCouponInput } from '../coupons/coupon-schema';
import { evaluateCoupon } from '../coupons/coupon-service';
import { findCustomer } from '../customers/customer-repository';
import { canActForCustomer } from '../customers/leader-scope';
import { shopFlagEnabled } from '../flags/flag-service';
import { findShopById } from '../shops/shop-repository';
import { assertProductsAvailable, mergeLineRequests, priceLines } from './order-pricing';
import { findProducts } from './order-start';

// A cart's coupon is checked where carts are priced: the order's own pricing decides the sum the
// coupon's rules (coupons/coupon-service.ts) are held against.

/** POST /api/coupons/validate: prices the cart from the database and checks the coupon against it. */
export async function validateCouponForCart(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  body: ValidateCouponInput,
) {
  const shop = await findShopById(ctx.db, body.shop_id);
  if (!shop || !shop.is_active) throw notFound('shop_not_found', 'Shop not found.');
  const customerId = body.customer_id ?? auth.customerId;
  let customer: { id: number; customer_type_id: number } | null = null;
  if (customerId !== null) {
    if (!(await canActForCustomer(auth, customerId, ctx.db)))
      throw notFound('customer_not_found', 'Customer not found.');
    customer = (await findCustomer(ctx.db, customerId)) ?? null;
  }
  const requests = mergeLineRequests(
    body.lines.map((l) => ({
      product_id: l.product_id,
      quantity: l.quantity.value,
      notes: l.notes ?? null,
    })),
  );
  const products = await findProducts(
    ctx.db,
    shop.catalog_id,
    requests.map((r) => r.product_id),
  );
  assertProductsAvailable(
    products,
    requests,
    await shopFlagEnabled(ctx.db, 'decimal_quantities', shop),
  );
  const { sumOfLineTotals } = priceLines(products, requests, shop.products_with_min_order_value);
  const { coupon, discount } = await evaluateCoupon(ctx.db, body.coupon_code, {
    shop,
    customer,
    sumOfLineTotals,
    now: ctx.clock.now(),
  });
  return {
    valid: true as const,
    coupon: {
      id: coupon.id,
      code: coupon.code,
      description: coupon.description,
      discount_type: coupon.discount_type,
      discount_value: coupon.discount_value,
      min_purchase: coupon.min_purchase,
    },
    sum_of_line_totals: { value: sumOfLineTotals },
    discount_value: { value: discount },
    total: { value: roundMoney(sumOfLineTotals - discount) },
  };
}
