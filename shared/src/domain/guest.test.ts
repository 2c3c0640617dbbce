import { lowercaseGuestName, titleCaseName } from './guest';

describe('lowercaseGuestName', () => {
  it('lowercases, trims and collapses spaces', () => {
    expect(lowercaseGuestName('  María  José ')).toBe('maría josé');
    expect(lowercaseGuestName('ÑANDÚ')).toBe('ñandú');
    expect(lowercaseGuestName(undefined)).toBe('');
  });
});

describe('titleCaseName', () => {
  it('capitalises each word of a lowercase name, accents included', () => {
    expect(titleCaseName('maría  josé')).toBe('María José');
    expect(titleCaseName('ÁLVARO o’neil-pérez')).toBe('Álvaro O’neil-Pérez');
    expect(titleCaseName(null)).toBe('');
  });
});
