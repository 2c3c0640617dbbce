import { countryById, countryByIso, countryBySlug, demoShopSlug, isCountryId } from './lookup';

describe('country lookups', () => {
  it('finds a country by id, numeric string included', () => {
    expect(countryById(46)?.slug).toBe('co');
    expect(countryById('257')?.slug).toBe('p2');
    expect(countryById(3)).toBeUndefined();
    expect(countryById(null)).toBeUndefined();
    expect(countryById('')).toBeUndefined();
  });

  it('finds a country by slug, ignoring case and spaces', () => {
    expect(countryBySlug('mx')?.id).toBe(2);
    expect(countryBySlug(' AR ')?.id).toBe(1);
    expect(countryBySlug('demo-ar')).toBeUndefined();
    expect(countryBySlug(undefined)).toBeUndefined();
  });

  it('finds a country by ISO code, PE meaning Peru', () => {
    expect(countryByIso('sv')?.id).toBe(61);
    expect(countryByIso('PE')?.id).toBe(180);
    expect(countryByIso('US')).toBeUndefined();
    expect(countryByIso(null)).toBeUndefined();
  });

  it('recognises country ids', () => {
    expect(isCountryId(95)).toBe(true);
    expect(isCountryId(96)).toBe(false);
    expect(isCountryId('95')).toBe(false);
  });

  it('names the first ordinary shop demo-<slug>', () => {
    expect(demoShopSlug({ slug: 'ar' })).toBe('demo-ar');
    const p2 = countryById(257);
    expect(p2 && demoShopSlug(p2)).toBe('demo-p2');
  });
});
