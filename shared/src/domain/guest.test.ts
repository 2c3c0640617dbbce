import { buildGuestCustomer, lowercaseGuestName, titleCaseName } from './guest';

describe('lowercaseGuestName', () => {
  it('lowercases, trims and collapses spaces', () => {
    expect(lowercaseGuestName('  María  José ')).toBe('maría josé');
    expect(lowercaseGuestName('ÑANDÚ')).toBe('ñandú');
    expect(lowercaseGuestName(undefined)).toBe('');
  });
});

describe('buildGuestCustomer', () => {
  it('lowercases names and normalises the phone', () => {
    expect(
      buildGuestCustomer({ firstName: 'Ana', lastName: 'GÓMEZ', phone: '11 5555 0001' }, 1),
    ).toEqual({
      first_name: 'ana',
      last_name: 'gómez',
      phone_number: '+5491155550001',
    });
    expect(
      buildGuestCustomer({ firstName: 'Luis', lastName: 'Pérez', phone: '525555550001' }, 2)
        .phone_number,
    ).toBe('+525555550001');
  });
});

describe('titleCaseName', () => {
  it('capitalises each word of a lowercase name, accents included', () => {
    expect(titleCaseName('maría  josé')).toBe('María José');
    expect(titleCaseName('ÁLVARO o’neil-pérez')).toBe('Álvaro O’neil-Pérez');
    expect(titleCaseName(null)).toBe('');
  });
});
