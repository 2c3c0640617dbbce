import { decideGeoAction, type GeoInput } from './decide-geo-action';

const base: GeoInput = {
  shopCountryId: 1,
  visitorIso: 'MX',
  isCountryRoute: false,
  geoConfirmed: false,
};

describe('decideGeoAction', () => {
  it('asks a visitor from Mexico on an Argentine shop, offering /mx', () => {
    expect(decideGeoAction(base)).toEqual({ kind: 'modal', countryId: 1, otherCountryRoot: '/mx' });
  });

  it('asks a visitor from Argentina on a Mexican shop, offering /ar', () => {
    expect(decideGeoAction({ ...base, shopCountryId: 2, visitorIso: 'AR' })).toEqual({
      kind: 'modal',
      countryId: 2,
      otherCountryRoot: '/ar',
    });
  });

  it('asks a visitor from a third country too', () => {
    expect(decideGeoAction({ ...base, visitorIso: 'PE' })).toEqual({
      kind: 'modal',
      countryId: 1,
      otherCountryRoot: '/mx',
    });
  });

  it('leaves a visitor in the shop country alone, whatever the case of the code', () => {
    expect(decideGeoAction({ ...base, visitorIso: 'AR' })).toEqual({ kind: 'none' });
    expect(decideGeoAction({ ...base, visitorIso: 'ar' })).toEqual({ kind: 'none' });
  });

  it('redirects a visitor on a country root who is in the other country', () => {
    expect(decideGeoAction({ ...base, isCountryRoute: true })).toEqual({
      kind: 'redirect',
      to: '/mx',
    });
    expect(
      decideGeoAction({ ...base, shopCountryId: 2, visitorIso: 'AR', isCountryRoute: true }),
    ).toEqual({
      kind: 'redirect',
      to: '/ar',
    });
  });

  it('shows the modal, not a redirect, on a country root for a third-country visitor', () => {
    expect(decideGeoAction({ ...base, visitorIso: 'CO', isCountryRoute: true }).kind).toBe('modal');
  });

  it('does nothing once the visitor confirmed, or when the country is unknown', () => {
    expect(decideGeoAction({ ...base, geoConfirmed: true })).toEqual({ kind: 'none' });
    expect(decideGeoAction({ ...base, geoConfirmed: true, isCountryRoute: true })).toEqual({
      kind: 'none',
    });
    expect(decideGeoAction({ ...base, visitorIso: null })).toEqual({ kind: 'none' });
  });

  it('only watches Argentine and Mexican shops', () => {
    expect(decideGeoAction({ ...base, shopCountryId: 46, visitorIso: 'MX' })).toEqual({
      kind: 'none',
    });
    expect(
      decideGeoAction({ ...base, shopCountryId: 180, visitorIso: 'AR', isCountryRoute: true }),
    ).toEqual({
      kind: 'none',
    });
  });
});
