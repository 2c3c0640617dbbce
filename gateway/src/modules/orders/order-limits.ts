import { allowedQuantity, quantityLimit } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { existingQuantities } from './order-reads';
import type { PricedProduct } from './order-records';
import type { LineRequest } from './order-pricing';

export interface LimitViolation {
  product_id: number;
  limit: number;
  /** Units already in the customer's other orders for the day (0 for a per-order limit). */
  existing_quantity: number;
  requested: number;
  /** What may still be ordered: limit minus existing_quantity, never below zero. */
  allowed: number;
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

/**
 * Step "apply limits": per-product limits, counting for max_units_per_delivery what the customer
 * already has in live orders for that day (but for `excludeOrderId`, the order being edited).
 * A guest created by this very transaction has no orders yet: nothing to read.
 */
export async function assertWithinLimits(
  db: DbOrTx,
  buyer: { customerId: number; createdNow: boolean },
  deliveryDate: string,
  requests: readonly LineRequest[],
  products: Map<number, PricedProduct>,
  excludeOrderId: string | null,
): Promise<void> {
  const existing = buyer.createdNow
    ? new Map<number, number>()
    : await existingQuantities(
        db,
        buyer.customerId,
        deliveryDate,
        requests.map((r) => r.product_id),
        excludeOrderId,
      );
  const violations = limitViolations(products, requests, existing);
  if (violations.length > 0) throw limitExceeded(violations);
}
