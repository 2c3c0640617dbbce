import { distanceMeters } from '@barrio/shared/domain';
import { toPickupPoint, toPickupPoints, toSummary } from './pickup-point';

const SHOPPER = { lat: -34.6037, lng: -58.3816 };

describe('toPickupPoint', () => {
  it('keeps the server distance and marks delivery within the default 2000 m radius', () => {
    const point = toPickupPoint(
      {
        id: 1,
        slug: 'punto-ar',
        has_delivery: true,
        location: { lat: -34.6, lng: -58.38 },
        distance_to_user: 1999,
      },
      SHOPPER,
    );
    expect(point).toMatchObject({
      distance_to_user: 1999,
      max_delivery_distance_meters: 2000,
      deliversToShopper: true,
    });
  });

  it('is pickup-only beyond the radius, without delivery, or with an unknown distance', () => {
    const base = { id: 1, slug: 'p', location: { lat: -34.6, lng: -58.38 } };
    expect(
      toPickupPoint({ ...base, has_delivery: true, distance_to_user: 2001 }, SHOPPER)
        ?.deliversToShopper,
    ).toBe(false);
    expect(
      toPickupPoint({ ...base, has_delivery: false, distance_to_user: 10 }, SHOPPER)
        ?.deliversToShopper,
    ).toBe(false);
    expect(
      toPickupPoint(
        { ...base, has_delivery: true, distance_to_user: 4000, max_delivery_distance_meters: 5000 },
        SHOPPER,
      )?.deliversToShopper,
    ).toBe(true);
    expect(toPickupPoint({ ...base, has_delivery: true }, null)).toMatchObject({
      distance_to_user: null,
      deliversToShopper: false,
    });
  });

  it('treats a zero or missing radius as the 2000 m default', () => {
    const base = {
      id: 1,
      slug: 'p',
      location: { lat: -34.6, lng: -58.38 },
      has_delivery: true,
      distance_to_user: 1500,
    };
    expect(
      toPickupPoint({ ...base, max_delivery_distance_meters: 0 }, SHOPPER)
        ?.max_delivery_distance_meters,
    ).toBe(2000);
    expect(
      toPickupPoint({ ...base, max_delivery_distance_meters: null }, SHOPPER)?.deliversToShopper,
    ).toBe(true);
  });

  it('accepts the alternate location spellings and measures from the shopper when the server did not', () => {
    const location = { latitude: '-34.61', longitude: '-58.39' };
    const point = toPickupPoint({ id: 2, slug: 'p2', location }, SHOPPER);
    expect(point?.location).toEqual({ lat: -34.61, lng: -58.39 });
    expect(point?.distance_to_user).toBe(
      Math.round(distanceMeters(SHOPPER, { lat: -34.61, lng: -58.39 })),
    );
    expect(toPickupPoint({ id: 3, slug: 'p3', lat: -34.6, lng: -58.4 }, SHOPPER)?.location).toEqual(
      { lat: -34.6, lng: -58.4 },
    );
  });

  it('drops points without a usable location and names a nameless point by its slug', () => {
    expect(
      toPickupPoints(
        [
          { id: 1, slug: 'sin-lugar', location: { lat: 200, lng: 0 } },
          { id: 2, slug: 'con-lugar', name: '  ', location: { lat: 1, lng: 2 } },
        ],
        SHOPPER,
      ).map((p) => [p.id, p.name]),
    ).toEqual([[2, 'con-lugar']]);
  });

  it('publishes only the summary fields', () => {
    const point = toPickupPoint(
      {
        id: 4,
        slug: 'p4',
        name: 'Don Pepe',
        address: 'Corrientes 1234',
        location: { lat: 1, lng: 2 },
        distance_to_user: 5,
        act_as_delivery_point: true,
      },
      SHOPPER,
    );
    expect(point && toSummary(point)).toEqual({
      id: 4,
      slug: 'p4',
      name: 'Don Pepe',
      address: 'Corrientes 1234',
      location: { lat: 1, lng: 2 },
      distance_to_user: 5,
      has_delivery: false,
      max_delivery_distance_meters: 2000,
      community_leader_id: null,
    });
  });
});
