import { groupByPickupDay, type NeighbourOrder } from './get-neighbour-orders';

function order(
  id: string,
  day: string,
  customerId: number,
  total: number,
  status = 'confirmed',
): NeighbourOrder {
  return {
    id,
    code: `MX-${id}`,
    status,
    created_at: '2026-01-01T10:00:00.000Z',
    delivery_date: day,
    shop_slug: 'demo-mx',
    country_id: 2,
    total: { value: total },
    neighbour: { customer_id: customerId, name: `N${customerId}`, last_name: '', phone: '+52' },
  };
}

describe('groupByPickupDay', () => {
  it('groups by day in the given order, then by neighbour, and sums what will be picked up', () => {
    const groups = groupByPickupDay([
      order('a', '2026-01-03', 1, 100),
      order('b', '2026-01-03', 2, 50),
      order('c', '2026-01-03', 1, 25, 'canceled'),
      order('d', '2026-01-02', 2, 10),
    ]);
    expect(groups.map((g) => g.day)).toEqual(['2026-01-03', '2026-01-02']);
    expect(groups[0]!.neighbours.map((n) => [n.name, n.orders.map((o) => o.id)])).toEqual([
      ['N1', ['a', 'c']],
      ['N2', ['b']],
    ]);
    expect(groups[0]!.total).toBe(150);
    expect(groups[1]!.total).toBe(10);
  });
});
