import { matchesNeighbour, type Neighbour } from './neighbours';

const maria: Neighbour = {
  customer_id: 3,
  name: 'María',
  last_name: 'López',
  phone: '+525555550001',
};

describe('matchesNeighbour', () => {
  it('finds by any part of the name, ignoring accents and case', () => {
    expect(matchesNeighbour(maria, 'maria')).toBe(true);
    expect(matchesNeighbour(maria, 'LOPEZ')).toBe(true);
    expect(matchesNeighbour(maria, 'maría lópez')).toBe(true);
    expect(matchesNeighbour(maria, 'rocío')).toBe(false);
  });

  it('finds by phone digits however they are typed, from three digits on', () => {
    expect(matchesNeighbour(maria, '55 5555 0001')).toBe(true);
    expect(matchesNeighbour(maria, '(0001)')).toBe(true);
    expect(matchesNeighbour(maria, '99')).toBe(false);
    expect(matchesNeighbour(maria, '9999')).toBe(false);
  });

  it('keeps everyone on an empty search', () => {
    expect(matchesNeighbour(maria, '  ')).toBe(true);
  });
});
