import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import { sessionCustomer } from '../../testing/render-remote';
import { pickupElsewhere, toOrderDeliveryAddress, usableAddress } from './delivery-choice';

const address = (id: number): DeliveryAddressSummary => ({
  id,
  label: 'Casa',
  main_line: 'Calle 5 de Mayo 12',
  details: null,
  lat: null,
  lng: null,
});

describe('usableAddress', () => {
  it('uses an address book entry only while its customer is signed in', () => {
    expect(usableAddress(address(33), sessionCustomer())).toEqual(address(33));
    expect(usableAddress(address(33), null)).toBeNull();
  });

  it('uses a typed address (id 0) for guests and customers alike', () => {
    expect(usableAddress(address(0), null)).toEqual(address(0));
    expect(usableAddress(address(0), sessionCustomer())).toEqual(address(0));
    expect(usableAddress(null, sessionCustomer())).toBeNull();
  });
});

describe('toOrderDeliveryAddress', () => {
  it('keeps main line, details, label and coordinates; an empty label is none', () => {
    expect(
      toOrderDeliveryAddress({ ...address(0), label: '', details: 'Piso 2', lat: 1, lng: 2 }),
    ).toEqual({
      main_line: 'Calle 5 de Mayo 12',
      details: 'Piso 2',
      label: null,
      lat: 1,
      lng: 2,
    });
  });
});

describe('pickupElsewhere', () => {
  it('is the point unless it is the shop itself', () => {
    const point = {
      id: 99,
      slug: 'punto',
      name: 'Punto',
      address: null,
      location: { lat: 0, lng: 0 },
      distance_to_user: null,
      has_delivery: false,
      max_delivery_distance_meters: 2000,
      community_leader_id: null,
    };
    expect(pickupElsewhere(point, 10)).toBe(point);
    expect(pickupElsewhere(point, 99)).toBeNull();
    expect(pickupElsewhere(null, 10)).toBeNull();
  });
});
