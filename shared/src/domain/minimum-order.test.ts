import { minimumOrderValue, missingForMinimum } from './minimum-order';

const line = (minimum_order_value: number, quantity: number) => ({
  product: { minimum_order_value },
  quantity,
});

describe('minimumOrderValue', () => {
  it('sums minimum_order_value times quantity', () => {
    expect(minimumOrderValue([line(100, 2), line(50.5, 3), line(0, 10)], true)).toBe(351.5);
    expect(minimumOrderValue([line(0.1, 3)], true)).toBe(0.3);
  });

  it('is 0 when the shop setting is disabled or the cart is empty', () => {
    expect(minimumOrderValue([line(100, 2)], false)).toBe(0);
    expect(minimumOrderValue([], true)).toBe(0);
  });
});

describe('missingForMinimum', () => {
  it('gives the amount still missing, never negative', () => {
    expect(missingForMinimum(80, 100.5)).toBe(20.5);
    expect(missingForMinimum(120, 100)).toBe(0);
  });
});
