import fc from 'fast-check';
import { formatDeliveryDate, parseDeliveryDate } from './delivery-date';

describe('parseDeliveryDate', () => {
  it('splits YYYY-MM-DD text as written', () => {
    expect(parseDeliveryDate('2024-09-13')).toEqual({ year: 2024, month: 9, day: 13 });
    expect(parseDeliveryDate(' 2025-01-01 ')).toEqual({ year: 2025, month: 1, day: 1 });
    expect(parseDeliveryDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses impossible calendar days', () => {
    expect(parseDeliveryDate('2023-02-29')).toBeNull();
    expect(parseDeliveryDate('2024-13-01')).toBeNull();
    expect(parseDeliveryDate('2024-04-31')).toBeNull();
    expect(parseDeliveryDate('2024-04-00')).toBeNull();
  });

  it('reads other parseable dates as UTC parts', () => {
    expect(parseDeliveryDate('2024-09-13T23:30:00-05:00')).toEqual({
      year: 2024,
      month: 9,
      day: 14,
    });
    expect(parseDeliveryDate(new Date(Date.UTC(2024, 11, 31, 23, 59)))).toEqual({
      year: 2024,
      month: 12,
      day: 31,
    });
    expect(parseDeliveryDate(Date.UTC(2025, 0, 2))).toEqual({ year: 2025, month: 1, day: 2 });
  });

  it('gives null for unparseable input', () => {
    expect(parseDeliveryDate('mañana')).toBeNull();
    expect(parseDeliveryDate('')).toBeNull();
    expect(parseDeliveryDate(null)).toBeNull();
    expect(parseDeliveryDate(undefined)).toBeNull();
    expect(parseDeliveryDate(new Date('nope'))).toBeNull();
  });

  it('round-trips with formatDeliveryDate', () => {
    expect(formatDeliveryDate({ year: 2024, month: 9, day: 3 })).toBe('2024-09-03');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const parts = parseDeliveryDate(d);
          expect(parts).not.toBeNull();
          if (parts) expect(parseDeliveryDate(formatDeliveryDate(parts))).toEqual(parts);
        },
      ),
    );
  });
});
