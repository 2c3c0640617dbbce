import { resolveTierId } from './tier';

describe('resolveTierId', () => {
  it('prefers the customer tier', () => {
    expect(resolveTierId({ customerTierId: 7, cookieTierId: '8', defaultTierId: '9' })).toBe('7');
  });

  it('falls back to the cookie, then the default tier', () => {
    expect(resolveTierId({ customerTierId: null, cookieTierId: '8', defaultTierId: '9' })).toBe(
      '8',
    );
    expect(resolveTierId({ customerTierId: '', cookieTierId: 'not_set', defaultTierId: 9 })).toBe(
      '9',
    );
  });

  it("is 'not_set' when nothing is known", () => {
    expect(resolveTierId({})).toBe('not_set');
    expect(
      resolveTierId({ customerTierId: undefined, cookieTierId: ' ', defaultTierId: null }),
    ).toBe('not_set');
  });
});
