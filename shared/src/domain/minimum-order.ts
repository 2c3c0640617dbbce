import { roundMoney } from './money';
import type { CatalogProduct } from './product';

export interface MinimumOrderLine {
  product: Pick<CatalogProduct, 'minimum_order_value'>;
  quantity: number;
}

/** Sum of each product's minimum_order_value times its quantity; 0 when the shop disables it. */
export function minimumOrderValue(lines: readonly MinimumOrderLine[], enabled: boolean): number {
  if (!enabled) return 0;
  const sum = lines.reduce(
    (acc, { product, quantity }) => acc + (product.minimum_order_value || 0) * quantity,
    0,
  );
  return roundMoney(sum);
}

/** How much is still missing to reach the minimum (0 once reached). */
export function missingForMinimum(total: number, minimum: number): number {
  return roundMoney(Math.max(0, minimum - total));
}
