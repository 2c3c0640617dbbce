import {
  isAllowedQuantity,
  minimumOrderValue,
  normalizeQuantity,
  quantityRule,
  priceLine,
  roundMoney,
} from '@barrio/shared/domain';
import { AppError, badRequest } from '../../errors/app-error';
import { assertTotalWithinBounds, assertUnitsWithinBounds, orderBoundsOf } from './order-bounds';
import type { ShopRecord } from '../shops/shop-repository';
import type { OrderLineRecord, PricedProduct } from './order-records';

export interface LineRequest {
  product_id: number;
  quantity: number;
  notes: string | null;
}

/** The payload's lines as requests: quantities as numbers, notes or null. */
export function toLineRequests(
  lines: readonly { product_id: number; quantity: { value: number }; notes?: string | null }[],
): LineRequest[] {
  return lines.map((l) => ({
    product_id: l.product_id,
    quantity: l.quantity.value,
    notes: l.notes ?? null,
  }));
}

/** An order's total: its lines less the discount, plus the service charge (none today). */
export function orderTotal(sumOfLineTotals: number, discount: number): number {
  const serviceCharge = 0;
  return roundMoney(sumOfLineTotals - discount + serviceCharge);
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

/**
 * Step "price the lines": every merged line is sold by the shop in a quantity its rule allows,
 * within the order's bounds, priced from the database, and the total reaches the minimum.
 */
export function priceOrder(
  products: Map<number, PricedProduct>,
  requests: readonly LineRequest[],
  shop: ShopRecord,
  decimalQuantities: boolean,
): PricedLines {
  assertProductsAvailable(products, requests, decimalQuantities);
  const bounds = orderBoundsOf(shop);
  assertUnitsWithinBounds(requests, bounds);
  const priced = priceLines(products, requests, shop.products_with_min_order_value);
  assertTotalWithinBounds(priced.sumOfLineTotals, bounds);
  assertMinimumReached(priced);
  return priced;
}
