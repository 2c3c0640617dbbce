import { manifestHref } from './manifest-href';

describe('manifestHref', () => {
  it('uses the country id when known', () => {
    expect(manifestHref(46, '/demo-co')).toBe('/api/manifest?country_id=46');
  });

  it('falls back to the first path segment', () => {
    expect(manifestHref(null, '/ar/mi-carrito')).toBe('/api/manifest?country_id=ar');
    expect(manifestHref(null, '/')).toBe('/api/manifest?country_id=');
  });
});
