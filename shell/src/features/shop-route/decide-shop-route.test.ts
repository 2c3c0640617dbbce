import { decideRouteTarget, decideShopOutcome } from './decide-shop-route';

describe('decideRouteTarget', () => {
  it('reads a country slug as that country, in any case', () => {
    expect(decideRouteTarget('ar', '')).toEqual({ kind: 'country', countryId: 1 });
    expect(decideRouteTarget('MX', '')).toEqual({ kind: 'country', countryId: 2 });
    expect(decideRouteTarget('co', '')).toEqual({ kind: 'country', countryId: 46 });
    expect(decideRouteTarget('p2', '')).toEqual({ kind: 'country', countryId: 257 });
  });

  it('reads anything else slug-like as a shop slug', () => {
    expect(decideRouteTarget('demo-mx', '')).toEqual({ kind: 'shop', slug: 'demo-mx' });
    expect(decideRouteTarget('punto-ar', '?x=1')).toEqual({ kind: 'shop', slug: 'punto-ar' });
  });

  it('sends what cannot be a slug to /404', () => {
    expect(decideRouteTarget('', '')).toEqual({ kind: 'not-found' });
    expect(decideRouteTarget(undefined, '')).toEqual({ kind: 'not-found' });
    expect(decideRouteTarget('no es slug', '')).toEqual({ kind: 'not-found' });
    expect(decideRouteTarget('-demo', '')).toEqual({ kind: 'not-found' });
  });

  it('adds the en-US demo locale to the innovation route, keeping other parameters', () => {
    expect(decideRouteTarget('innovacion', '')).toEqual({
      kind: 'redirect',
      to: '/innovacion?locale=en-US',
    });
    expect(decideRouteTarget('innovacion', '?utm=x&locale=es-AR')).toEqual({
      kind: 'redirect',
      to: '/innovacion?utm=x&locale=en-US',
    });
  });

  it('keeps the sub-path when adding the locale under the innovation route', () => {
    expect(decideRouteTarget('innovacion', '', '/innovacion/mi-carrito')).toEqual({
      kind: 'redirect',
      to: '/innovacion/mi-carrito?locale=en-US',
    });
  });

  it('renders the innovation route once the locale is there', () => {
    expect(decideRouteTarget('innovacion', '?locale=en-US')).toEqual({
      kind: 'innovation',
      countryId: 2,
    });
  });

  it('recognises both reserved groups, with an optional country suffix', () => {
    expect(decideRouteTarget('marketplace', '')).toEqual({
      kind: 'reserved',
      group: 'marketplace',
      countryId: 2,
    });
    expect(decideRouteTarget('marketplace-ar', '')).toEqual({
      kind: 'reserved',
      group: 'marketplace',
      countryId: 1,
    });
    expect(decideRouteTarget('vende', '')).toEqual({
      kind: 'reserved',
      group: 'sellers',
      countryId: 2,
    });
    expect(decideRouteTarget('vende-co', '')).toEqual({
      kind: 'reserved',
      group: 'sellers',
      countryId: 46,
    });
    expect(decideRouteTarget('vende-con-nosotros', '')).toEqual({
      kind: 'reserved',
      group: 'sellers',
      countryId: 2,
    });
  });

  it('does not mistake a shop that merely starts with a reserved word', () => {
    expect(decideRouteTarget('vendedora', '')).toEqual({ kind: 'shop', slug: 'vendedora' });
  });
});

describe('decideShopOutcome', () => {
  const shop = { slug: 'demo-mx', country_id: 2, act_as_delivery_point: false };

  it('goes to /404 when the lookup failed', () => {
    expect(decideShopOutcome({ kind: 'shop', slug: 'nada' }, { error: new Error('404') })).toEqual({
      kind: 'not-found',
    });
  });

  it('renders an ordinary shop', () => {
    expect(decideShopOutcome({ kind: 'shop', slug: 'demo-mx' }, { shop })).toEqual({
      kind: 'render',
      shop,
    });
  });

  it("redirects a delivery-point shop to its country's root", () => {
    const punto = { slug: 'punto-mx', country_id: 2, act_as_delivery_point: true };
    expect(decideShopOutcome({ kind: 'shop', slug: 'punto-mx' }, { shop: punto })).toEqual({
      kind: 'redirect',
      to: '/mx',
    });
    const puntoAr = { slug: 'punto-ar', country_id: 1, act_as_delivery_point: true };
    expect(decideShopOutcome({ kind: 'shop', slug: 'punto-ar' }, { shop: puntoAr })).toEqual({
      kind: 'redirect',
      to: '/ar',
    });
  });

  it('never redirects a country root to itself', () => {
    const punto = { slug: 'punto-mx', country_id: 2, act_as_delivery_point: true };
    expect(decideShopOutcome({ kind: 'country', countryId: 2 }, { shop: punto })).toEqual({
      kind: 'render',
      shop: punto,
    });
  });
});
