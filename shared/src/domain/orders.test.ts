import { hasActiveOrderSinceCutoff, latestActiveOrder } from './orders';

const order = (id: number, status: string, created_at: string) => ({ id, status, created_at });

describe('latestActiveOrder', () => {
  it('finds the newest order that is not canceled', () => {
    const orders = [
      order(1, 'confirmed', '2024-08-01T10:00:00Z'),
      order(2, 'canceled', '2024-10-01T10:00:00Z'),
      order(3, 'delivered', '2024-09-20T10:00:00Z'),
    ];
    expect(latestActiveOrder(orders)?.id).toBe(3);
  });

  it('is null without such an order', () => {
    expect(latestActiveOrder([])).toBeNull();
    expect(latestActiveOrder([order(1, 'canceled', '2024-10-01T00:00:00Z')])).toBeNull();
    expect(latestActiveOrder([order(1, 'confirmed', 'not a date')])).toBeNull();
  });
});

describe('hasActiveOrderSinceCutoff', () => {
  it('is true when the latest non-canceled order is after 13 September 2024', () => {
    expect(hasActiveOrderSinceCutoff([order(1, 'confirmed', '2024-09-14T00:00:00Z')])).toBe(true);
    expect(hasActiveOrderSinceCutoff([order(1, 'confirmed', '2024-09-13T08:00:00Z')])).toBe(true);
  });

  it('is false for older orders or when only a canceled one is recent', () => {
    expect(hasActiveOrderSinceCutoff([order(1, 'confirmed', '2024-09-12T23:59:59Z')])).toBe(false);
    expect(hasActiveOrderSinceCutoff([order(1, 'confirmed', '2024-09-13T00:00:00Z')])).toBe(false);
    expect(
      hasActiveOrderSinceCutoff([
        order(1, 'canceled', '2025-01-01T00:00:00Z'),
        order(2, 'confirmed', '2024-06-01T00:00:00Z'),
      ]),
    ).toBe(false);
    expect(hasActiveOrderSinceCutoff([])).toBe(false);
  });
});
