import { isTierChange, resolveTier } from './resolve-tier';

describe('resolveTier', () => {
  it("prefers the customer's tier", () => {
    expect(resolveTier({ customerTierId: 'c', cookieTierId: 'k', defaultTierId: 'd' })).toEqual({
      tierId: 'c',
      source: 'customer',
    });
  });

  it('falls back to the cookie, then to the default tier', () => {
    expect(resolveTier({ customerTierId: null, cookieTierId: 'k', defaultTierId: 'd' })).toEqual({
      tierId: 'k',
      source: 'cookie',
    });
    expect(resolveTier({ customerTierId: '', cookieTierId: ' ', defaultTierId: 'd' })).toEqual({
      tierId: 'd',
      source: 'default',
    });
  });

  it('has no tier when no source has one', () => {
    expect(
      resolveTier({ customerTierId: null, cookieTierId: null, defaultTierId: null }),
    ).toBeNull();
  });
});

describe('isTierChange', () => {
  it('is a change only from one known tier to another', () => {
    expect(isTierChange('a', 'b')).toBe(true);
    expect(isTierChange('a', 'a')).toBe(false);
    expect(isTierChange(null, 'a')).toBe(false);
    expect(isTierChange('a', null)).toBe(false);
  });
});
