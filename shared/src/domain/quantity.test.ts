import fc from 'fast-check';
import { allowedQuantity, capQuantity, quantityLimit } from './quantity';

const limits = (max_units_per_delivery: number | null, max_units_per_order: number | null) => ({
  max_units_per_delivery,
  max_units_per_order,
});

describe('quantityLimit', () => {
  it('prefers max_units_per_delivery, then max_units_per_order, when above zero', () => {
    expect(quantityLimit(limits(4, 10))).toBe(4);
    expect(quantityLimit(limits(0, 10))).toBe(10);
    expect(quantityLimit(limits(null, 6))).toBe(6);
    expect(quantityLimit(limits(-1, 0))).toBeNull();
    expect(quantityLimit(limits(null, null))).toBeNull();
  });
});

describe('allowedQuantity and capQuantity', () => {
  it('allows the limit minus the existing quantity', () => {
    expect(allowedQuantity(limits(5, null), 2)).toBe(3);
    expect(allowedQuantity(limits(5, null), 7)).toBe(0);
    expect(allowedQuantity(limits(null, null), 100)).toBe(Number.POSITIVE_INFINITY);
  });

  it('caps a request', () => {
    expect(capQuantity(limits(5, null), 10)).toBe(5);
    expect(capQuantity(limits(5, null), 10, 3)).toBe(2);
    expect(capQuantity(limits(5, null), 1, 3)).toBe(1);
    expect(capQuantity(limits(null, null), 42)).toBe(42);
    expect(capQuantity(limits(5, null), -3)).toBe(0);
    expect(capQuantity(limits(5, null), Number.NaN)).toBe(0);
  });

  const limit = fc.option(fc.integer({ min: -5, max: 50 }), { nil: null });
  const product = fc.record({ max_units_per_delivery: limit, max_units_per_order: limit });

  it('never exceeds the limit minus existing and is never negative', () => {
    fc.assert(
      fc.property(
        product,
        fc.integer({ min: -20, max: 200 }),
        fc.integer({ min: 0, max: 100 }),
        (p, requested, existing) => {
          const capped = capQuantity(p, requested, existing);
          expect(capped).toBeGreaterThanOrEqual(0);
          expect(capped).toBeLessThanOrEqual(Math.max(0, requested));
          const max = quantityLimit(p);
          if (max !== null) expect(capped).toBeLessThanOrEqual(Math.max(0, max - existing));
          else expect(capped).toBe(Math.max(0, requested));
        },
      ),
    );
  });
});
