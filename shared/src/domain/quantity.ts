import type { CatalogProduct } from './product';

type LimitedProduct = Pick<CatalogProduct, 'max_units_per_delivery' | 'max_units_per_order'>;

/** max_units_per_delivery wins over max_units_per_order; only values above zero limit. */
export function quantityLimit(p: LimitedProduct): number | null {
  if ((p.max_units_per_delivery ?? 0) > 0) return p.max_units_per_delivery;
  if ((p.max_units_per_order ?? 0) > 0) return p.max_units_per_order;
  return null;
}

/** How many more units may be added, given the units already taken (existing_quantity). */
export function allowedQuantity(p: LimitedProduct, existingQuantity = 0): number {
  const limit = quantityLimit(p);
  if (limit === null) return Number.POSITIVE_INFINITY;
  return Math.max(0, limit - Math.max(0, existingQuantity));
}

export function capQuantity(p: LimitedProduct, requested: number, existingQuantity = 0): number {
  if (!Number.isFinite(requested) || requested <= 0) return 0;
  return Math.min(requested, allowedQuantity(p, existingQuantity));
}
