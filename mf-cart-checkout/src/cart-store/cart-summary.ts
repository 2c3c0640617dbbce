import {
  cartItemCount,
  cartTotals,
  minimumOrderValue,
  missingForMinimum,
  priceLine,
  roundMoney,
  type CartLine,
} from '@barrio/shared/domain';

export interface CartSummary {
  /** What the lines would cost at their reference prices. */
  subtotal: number;
  /** The saving of the discounted units. */
  discount: number;
  total: number;
  quantity: number;
  /** Products as the shopper counts them: a line sold by weight counts once. */
  items: number;
  /** The shop's minimum order value for these lines (0 when the shop has it disabled). */
  minimum: number;
  /** What is still missing to reach the minimum. */
  missing: number;
}

export function summarizeCart(lines: readonly CartLine[], minimumEnabled: boolean): CartSummary {
  const { total, quantity } = cartTotals(lines);
  const subtotal = roundMoney(
    lines.reduce(
      (sum, line) => sum + priceLine(line.datos_producto, line.cantidad).subtotalWithoutDiscount,
      0,
    ),
  );
  const minimum = minimumOrderValue(
    lines.map((line) => ({ product: line.datos_producto, quantity: line.cantidad })),
    minimumEnabled,
  );
  return {
    subtotal,
    discount: roundMoney(Math.max(0, subtotal - total)),
    total,
    quantity,
    items: cartItemCount(lines),
    minimum,
    missing: missingForMinimum(total, minimum),
  };
}
