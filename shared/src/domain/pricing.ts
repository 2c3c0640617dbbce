import { roundMoney } from './money';
import type { CatalogProduct } from './product';

type PricedProduct = Pick<CatalogProduct, 'price' | 'local_price' | 'product-discount'>;

export interface PriceLine {
  quantity: number;
  /** Sale price of one unit. */
  unitPrice: number;
  /** The shop's regular price of one unit, paid by units beyond the discount limit. */
  regularUnitPrice: number;
  itemsWithDiscount: number;
  itemsWithoutDiscount: number;
  subtotal: number;
  /** What the line would cost at the reference price; the saving is the difference. */
  subtotalWithoutDiscount: number;
}

// Out-of-range percentages from bad data must never yield a negative or inflated price.
function clampPercent(pct: number): number {
  if (!Number.isFinite(pct)) return 0;
  return Math.min(100, Math.max(0, pct));
}

export function saleUnitPrice(p: PricedProduct): number {
  const discount = p['product-discount'];
  if (!discount) return p.price;
  return roundMoney(p.price * (1 - clampPercent(discount.discount_percentage) / 100));
}

export function referenceUnitPrice(p: PricedProduct): number {
  return Math.max(p.price, p.local_price ?? 0);
}

export function isDiscounted(p: PricedProduct): boolean {
  return p['product-discount'] !== null || (p.local_price ?? 0) > p.price;
}

export function discountPercent(p: PricedProduct): number {
  if (!isDiscounted(p)) return 0;
  const reference = referenceUnitPrice(p);
  if (reference <= 0) return 0;
  return Math.round(((reference - saleUnitPrice(p)) / reference) * 100);
}

/**
 * Prices `quantity` units. A product-discount with max_units_per_order > 0 covers only that
 * many units; the excess pays the regular price. A product that is not discounted at all
 * counts every unit as without discount.
 */
export function priceLine(p: PricedProduct, quantity: number): PriceLine {
  const units = Number.isFinite(quantity) ? Math.max(0, quantity) : 0;
  const unitPrice = saleUnitPrice(p);
  const regularUnitPrice = p.price;
  const limit = p['product-discount']?.max_units_per_order ?? 0;

  let itemsWithDiscount: number;
  if (!isDiscounted(p)) itemsWithDiscount = 0;
  else if (p['product-discount'] && limit > 0 && units > limit) itemsWithDiscount = limit;
  else itemsWithDiscount = units;
  const itemsWithoutDiscount = units - itemsWithDiscount;

  return {
    quantity: units,
    unitPrice,
    regularUnitPrice,
    itemsWithDiscount,
    itemsWithoutDiscount,
    subtotal: roundMoney(itemsWithDiscount * unitPrice + itemsWithoutDiscount * regularUnitPrice),
    subtotalWithoutDiscount: roundMoney(units * referenceUnitPrice(p)),
  };
}
