import type { EditOrderInput } from './api/edit-order';

export interface EditableLine {
  productId: number;
  quantity: number;
}

/**
 * Turns the edited lines into the calls the gateway takes, removals first so that a smaller
 * order is re-priced once with its new quantities. Unchanged lines are not sent.
 */
export function planOrderEdit(
  orderId: string,
  original: readonly EditableLine[],
  edited: readonly EditableLine[],
): EditOrderInput[] {
  const next = new Map(edited.map((line) => [line.productId, line.quantity]));
  const removed = original.filter((line) => (next.get(line.productId) ?? 0) <= 0);
  const changed = original.filter((line) => {
    const quantity = next.get(line.productId);
    return quantity !== undefined && quantity > 0 && quantity !== line.quantity;
  });
  const calls: EditOrderInput[] = [];
  if (removed.length > 0) {
    calls.push({
      orderId,
      action: 'remove_lines',
      lines: removed.map((line) => ({ product_id: line.productId })),
    });
  }
  if (changed.length > 0) {
    calls.push({
      orderId,
      action: 'patch_lines',
      lines: changed.map((line) => ({
        product_id: line.productId,
        quantity: { value: String(next.get(line.productId)) },
      })),
    });
  }
  return calls;
}

/** An order keeps at least one line; emptying it is a cancellation instead. */
export function leavesOrderEmpty(edited: readonly EditableLine[]): boolean {
  return edited.every((line) => line.quantity <= 0);
}
