import { capQuantity, floorToStep, quantityRule } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { canActForCustomer } from '../customers/leader-scope';
import { shopFlagEnabled } from '../flags/flag-service';
import type { AuthContext } from '../auth/auth-types';
import { findShopById } from '../shops/shop-repository';
import { findOrder } from './order-reads';
import type { PricedProduct } from './order-records';
import { findProducts } from './order-start';

export interface ReorderPlan {
  order_id: string;
  shop_slug: string;
  /** What goes back in the cart, as the catalogue sells it today. */
  lines: { product: PricedProduct['product']; quantity: number }[];
  /** No longer sold by the shop. */
  unavailable: { product_id: number; name: string }[];
  /** Sold, but capped below what the past order had. */
  limited: { product_id: number; name: string; requested: number; allowed: number }[];
}

/**
 * POST /api/order/{id}/reorder: a past order's lines at today's prices and limits. Nothing is
 * written; the storefront puts the lines in the cart and the order call re-checks everything.
 */
export async function planReorder(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  orderId: string,
): Promise<ReorderPlan> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !(await canActForCustomer(auth, order.customer_id, ctx.db))) {
    throw notFound('order_not_found', 'Order not found.');
  }
  const shop = await findShopById(ctx.db, order.shop_id);
  const products =
    shop && shop.is_active
      ? await findProducts(
          ctx.db,
          shop.catalog_id,
          order.lines.map((l) => l.product_id),
        )
      : new Map<number, PricedProduct>();

  const decimalQuantities =
    shop !== undefined && (await shopFlagEnabled(ctx.db, 'decimal_quantities', shop));

  const plan: ReorderPlan = {
    order_id: order.id,
    shop_slug: shop?.slug ?? '',
    lines: [],
    unavailable: [],
    limited: [],
  };
  for (const line of order.lines) {
    const found = products.get(line.product_id);
    if (!found) {
      plan.unavailable.push({ product_id: line.product_id, name: line.name });
      continue;
    }
    // Quantities follow today's rule: a weighed line of a shop that has since turned decimal
    // quantities off comes back in whole kilos, never below one.
    const rule = quantityRule(found.product, decimalQuantities);
    const wanted = Math.max(rule.min, floorToStep(rule, line.quantity));
    const allowed = floorToStep(rule, capQuantity(found.product, wanted));
    if (allowed < wanted) {
      plan.limited.push({
        product_id: line.product_id,
        name: line.name,
        requested: line.quantity,
        allowed,
      });
    }
    if (allowed > 0) plan.lines.push({ product: found.product, quantity: allowed });
  }
  return plan;
}
