import { sortPickupPoints } from './pickup-points';

const points = [
  { id: 1, distance_to_user: 900 },
  { id: 2, distance_to_user: null },
  { id: 3, distance_to_user: 150 },
  { id: 4, distance_to_user: 600 },
];

describe('sortPickupPoints', () => {
  it('sorts by distance with unknown distances last', () => {
    expect(sortPickupPoints(points).map((p) => p.id)).toEqual([3, 4, 1, 2]);
  });

  it('puts the selected point first', () => {
    expect(sortPickupPoints(points, 1).map((p) => p.id)).toEqual([1, 3, 4, 2]);
    expect(sortPickupPoints(points, '2').map((p) => p.id)).toEqual([2, 3, 4, 1]);
  });

  it('does not change its input', () => {
    sortPickupPoints(points, 4);
    expect(points.map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});
