import { buildGuestCustomer } from './guest-customer';

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
