import {
  allowedQuantity,
  isAllowedQuantity,
  minimumOrderValue,
  normalizeQuantity,
  quantityRule,
  priceLine,
  quantityLimit,
  roundMoney,
} from '@barrio/shared/domain';
import { AppError, badRequest } from '../../errors/app-error';
import type { OrderLineRecord, PricedProduct } from './order-repository';

export interface LineRequest {
  product_id: number;
  quantity: number;
  notes: string | null;
}

export interface LimitViolation {
  product_id: number;
  limit: number;
  /** Units already in the customer's other orders for the day (0 for a per-order limit). */
  existing_quantity: number;
  requested: number;
  /** What may still be ordered: limit minus existing_quantity, never below zero. */
  allowed: number;
}

/** One request line per product: repeated products are added together. */
export function mergeLineRequests(lines: readonly LineRequest[]): LineRequest[] {
  const merged = new Map<number, LineRequest>();
  for (const line of lines) {
    const existing = merged.get(line.product_id);
    if (existing) {
      existing.quantity = normalizeQuantity(existing.quantity + line.quantity);
      existing.notes = line.notes ?? existing.notes;
    } else {
      merged.set(line.product_id, { ...line });
    }
  }
  return [...merged.values()];
}

/**
 * Every line names a product of the shop's catalogue, in a quantity its rule allows: whole
 * units, or quarter kilos of a product sold by weight where the shop's country has
 * `decimal_quantities` on (shared/domain's quantityRule, as the storefront's steppers).
 */
export function assertProductsAvailable(
  products: Map<number, PricedProduct>,
  lines: readonly LineRequest[],
  decimalQuantities: boolean,
): void {
  const fields: Record<string, string> = {};
  lines.forEach((line, index) => {
    const found = products.get(line.product_id);
    if (!found) {
      fields[`lines.${index}.product_id`] = 'This product is not sold in this shop.';
      return;
    }
    const rule = quantityRule(found.product, decimalQuantities);
    if (!isAllowedQuantity(rule, line.quantity)) {
      fields[`lines.${index}.quantity.value`] =
        rule.step === 1
          ? 'This product is sold in whole units.'
          : `This product is sold by weight in steps of ${rule.step} kg (at least ${rule.min} kg).`;
    }
  });
  if (Object.keys(fields).length > 0) {
    throw badRequest('invalid_lines', 'Some lines cannot be ordered in this shop.', { fields });
  }
}

/** Per-product limits; max_units_per_delivery counts what the customer already ordered for the day. */
export function limitViolations(
  products: Map<number, PricedProduct>,
  lines: readonly LineRequest[],
  existing: Map<number, number>,
): LimitViolation[] {
  const violations: LimitViolation[] = [];
  for (const line of lines) {
    const found = products.get(line.product_id);
    if (!found) continue;
    const limit = quantityLimit(found.product);
    if (limit === null) continue;
    const perDelivery = (found.product.max_units_per_delivery ?? 0) > 0;
    const existingQuantity = perDelivery ? (existing.get(line.product_id) ?? 0) : 0;
    const allowed = allowedQuantity(found.product, existingQuantity);
    if (line.quantity > allowed) {
      violations.push({
        product_id: line.product_id,
        limit,
        existing_quantity: existingQuantity,
        requested: line.quantity,
        allowed,
      });
    }
  }
  return violations;
}

export function limitExceeded(violations: LimitViolation[]): AppError {
  return new AppError(400, 'limit_exceeded', 'Some quantities exceed the per-product limits.', {
    details: { limits: violations },
  });
}

export interface PricedLines {
  lines: OrderLineRecord[];
  sumOfLineTotals: number;
  minimumOrderValue: number;
}

/** Prices every line from the database's products with shared/domain, never from the client. */
export function priceLines(
  products: Map<number, PricedProduct>,
  lines: readonly LineRequest[],
  minimumEnabled: boolean,
): PricedLines {
  const records: OrderLineRecord[] = [];
  const minimumLines: { product: PricedProduct['product']; quantity: number }[] = [];
  for (const line of lines) {
    const found = products.get(line.product_id);
    if (!found) continue;
    const { product, categoryName } = found;
    const priced = priceLine(product, line.quantity);
    minimumLines.push({ product, quantity: line.quantity });
    records.push({
      product_id: product.id,
      name: product.name,
      quantity: priced.quantity,
      unit_price: priced.unitPrice,
      regular_unit_price: priced.regularUnitPrice,
      items_with_discount: priced.itemsWithDiscount,
      items_without_discount: priced.itemsWithoutDiscount,
      line_total: priced.subtotal,
      line_total_without_discount: priced.subtotalWithoutDiscount,
      category_id: product.category_id,
      category_name: categoryName,
      unit_erp_name: product.unit_of_measurement.erp_name,
      notes: line.notes,
      product: { ...product },
    });
  }
  return {
    lines: records,
    sumOfLineTotals: roundMoney(records.reduce((sum, line) => sum + line.line_total, 0)),
    minimumOrderValue: minimumOrderValue(minimumLines, minimumEnabled),
  };
}

export function assertMinimumReached(priced: PricedLines): void {
  if (priced.minimumOrderValue > 0 && priced.sumOfLineTotals < priced.minimumOrderValue) {
    throw new AppError(
      400,
      'minimum_order_value',
      'The order does not reach the shop’s minimum order value.',
      {
        details: {
          minimum_order_value: { value: priced.minimumOrderValue },
          sum_of_line_totals: { value: priced.sumOfLineTotals },
        },
      },
    );
  }
}
