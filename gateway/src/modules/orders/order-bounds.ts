import { AppError } from '../../errors/app-error';

/**
 * The bounds of one order, checked after repeated lines are merged (the payload's per-line cap
 * alone let 200 lines of 10 000 units through as one order of 2 000 000). A shop may set its
 * own in `shops.max_line_units`, `max_order_units` and `max_order_total`; a null keeps these.
 */
export const DEFAULT_MAX_LINE_UNITS = 1_000;
export const DEFAULT_MAX_ORDER_UNITS = 5_000;

/**
 * The default bound of an order's total, in each country's currency: about USD 5 000, far above
 * a neighbourhood shop's largest honest order, far below what would flood an owner's list.
 */
export const DEFAULT_MAX_ORDER_TOTAL: Readonly<Record<number, number>> = {
  1: 7_500_000, // ar, ARS
  2: 100_000, // mx, MXN
  180: 20_000, // pe, PEN
  46: 20_000_000, // co, COP
  59: 5_000, // ec, USD
  95: 130_000, // hn, HNL
  61: 5_000, // sv, USD
  257: 20_000, // p2, PEN
};
const FALLBACK_MAX_ORDER_TOTAL = 100_000;

export interface OrderBounds {
  maxLineUnits: number;
  maxOrderUnits: number;
  maxOrderTotal: number;
}

/** The shop's columns a bound is read from (null: the default). */
export interface ShopBoundColumns {
  country_id: number;
  max_line_units: number | null;
  max_order_units: number | null;
  max_order_total: string | number | null;
}

export function orderBoundsOf(shop: ShopBoundColumns): OrderBounds {
  return {
    maxLineUnits: shop.max_line_units ?? DEFAULT_MAX_LINE_UNITS,
    maxOrderUnits: shop.max_order_units ?? DEFAULT_MAX_ORDER_UNITS,
    maxOrderTotal:
      shop.max_order_total === null
        ? (DEFAULT_MAX_ORDER_TOTAL[shop.country_id] ?? FALLBACK_MAX_ORDER_TOTAL)
        : Number(shop.max_order_total),
  };
}

function orderTooLarge(message: string, details: Record<string, unknown>, fields = {}): AppError {
  return new AppError(400, 'order_too_large', message, { fields, details });
}

/** Units per line and in all, on the merged lines: a clear 400 naming the bound. */
export function assertUnitsWithinBounds(
  lines: readonly { quantity: number }[],
  bounds: OrderBounds,
): void {
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    if (line.quantity > bounds.maxLineUnits) {
      fields[`lines.${index}.quantity.value`] =
        `At most ${bounds.maxLineUnits} units of one product in an order.`;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw orderTooLarge(
      `At most ${bounds.maxLineUnits} units of one product in an order.`,
      { bound: 'line_units', limit: bounds.maxLineUnits },
      fields,
    );
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > bounds.maxOrderUnits) {
    throw orderTooLarge(`At most ${bounds.maxOrderUnits} units in one order.`, {
      bound: 'order_units',
      limit: bounds.maxOrderUnits,
      requested: units,
    });
  }
}

/** The order's total (before the wallet and the payment method split it) within the bound. */
export function assertTotalWithinBounds(total: number, bounds: OrderBounds): void {
  if (total > bounds.maxOrderTotal) {
    throw orderTooLarge(`An order's total is at most ${bounds.maxOrderTotal}.`, {
      bound: 'order_total',
      limit: { value: bounds.maxOrderTotal },
      requested: { value: total },
    });
  }
}
