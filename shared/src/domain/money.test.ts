import fc from 'fast-check';
import { formatAmount, formatMoney, roundMoney } from './money';

describe('roundMoney', () => {
  it('rounds to two decimals, half away from zero', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(10)).toBe(10);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-0.001)).toBe(0);
    expect(Object.is(roundMoney(-0.001), -0)).toBe(false);
  });

  it('is idempotent and stays within half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const r = roundMoney(n);
        expect(roundMoney(r)).toBe(r);
        expect(Math.abs(r - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('formatAmount', () => {
  it('shows no decimals when whole and two otherwise', () => {
    expect(formatAmount(1250)).toBe('1,250');
    expect(formatAmount(12.5)).toBe('12.50');
    expect(formatAmount(12.499)).toBe('12.50');
    expect(formatAmount(12.001)).toBe('12');
  });

  it('uses the locale separators', () => {
    expect(formatAmount(1234567.5, 'es-AR')).toBe('1.234.567,50');
    expect(formatAmount(1250, 'es-CO')).toBe('1.250');
  });
});

describe('formatMoney', () => {
  it('prefixes the country currency symbol', () => {
    expect(formatMoney(1250, 2)).toBe('$ 1,250');
    expect(formatMoney(12.5, 180)).toBe('S/ 12.50');
    expect(formatMoney(12.5, 257)).toBe('S/ 12.50');
    expect(formatMoney(1250, 1)).toBe('$ 1.250');
  });

  it('falls back to $ and es-MX for an unknown or missing country', () => {
    expect(formatMoney(1250)).toBe('$ 1,250');
    expect(formatMoney(3.1, 999)).toBe('$ 3.10');
  });

  it('puts the sign before the symbol', () => {
    expect(formatMoney(-5, 2)).toBe('-$ 5');
  });
});
