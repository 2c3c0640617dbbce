import { timeRangeLabel } from './time-range';

describe('timeRangeLabel', () => {
  it('reads a shop’s Spanish range in English for an English visitor', () => {
    expect(timeRangeLabel('9:00 a 13:00', 'en-US')).toBe('9:00 AM to 1:00 PM');
    expect(timeRangeLabel('16 a 20 hs', 'en-US')).toBe('4:00 PM to 8:00 PM');
    expect(timeRangeLabel('9:30-12:00', 'en-US')).toBe('9:30 AM to 12:00 PM');
  });

  it('keeps the shop’s words in Spanish, and any label of another shape', () => {
    expect(timeRangeLabel('9:00 a 13:00', 'es-MX')).toBe('9:00 a 13:00');
    expect(timeRangeLabel('Por la mañana', 'en-US')).toBe('Por la mañana');
    expect(timeRangeLabel('99 a 13', 'en-US')).toBe('99 a 13');
  });
});
