import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { distanceMeters } from '@barrio/shared/domain';
import { COUNTRIES } from '@barrio/shared/countries';
import { errorMiddleware } from '../src/http/error-middleware';
import { detectCountry } from '../src/modules/geo/geo-service';
import { geoRoutes } from '../src/modules/geo/routes';
import { deliveryDays } from '../src/modules/shops/delivery-days';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface PickupPoint {
  id: number;
  slug: string;
  has_delivery: boolean;
  distance_to_user: number;
  location: { lat: number; lng: number };
  community_leader_id: number | null;
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

describe('shops', () => {
  it('returns a shop with the SPEC fields at the top level and no owner phone', async () => {
    const res = await app.request<Record<string, unknown>>('/api/shops/demo-mx');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: 'demo-mx',
      country_id: 2,
      catalog_id: app.seed!.catalogsByCountry[2],
      customer_type_id: 1,
      act_as_delivery_point: false,
      community_leader_id: null,
      on_fulfillment_start: false,
      products_with_min_order_value: true,
      has_delivery: true,
      max_delivery_distance_meters: 2000,
    });
    expect(res.body.location).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    expect(res.body.delivery_time_ranges).toEqual([
      { id: expect.any(Number), label: '9:00 a 13:00' },
      { id: expect.any(Number), label: '14:00 a 18:00' },
    ]);
    expect(res.body.delivery_days).toHaveLength(6);
    expect(JSON.stringify(res.body)).not.toContain('+525555550009');
    expect(res.body).not.toHaveProperty('owner_customer_id');
  });

  it('has every fixed demo shop', async () => {
    for (const country of COUNTRIES) {
      for (const prefix of ['demo', 'punto', 'lider']) {
        const res = await app.request<{
          country_id: number;
          act_as_delivery_point: boolean;
          community_leader_id: number | null;
        }>(`/api/shops/${prefix}-${country.slug}`);
        expect(res.status).toBe(200);
        expect(res.body.country_id).toBe(country.id);
        expect(res.body.act_as_delivery_point).toBe(prefix === 'punto');
        expect(res.body.community_leader_id !== null).toBe(prefix === 'lider');
      }
    }
    for (const slug of ['negocio-ar', 'negocio-mx']) {
      const res = await app.request<{ customer_type_id: number }>(`/api/shops/${slug}`);
      expect(res.body.customer_type_id).toBe(3);
    }
  });

  it("exposes the community leader's contact on a leader shop", async () => {
    const res = await app.request<{ community_leader: { name: string; phone: string } }>(
      '/api/shops/lider-mx',
    );
    expect(res.body.community_leader).toEqual({
      community_leader_id: app.seed!.communityLeaders['lider-mx']!.id,
      name: 'Carmen Hernández',
      phone: '+525555550002',
    });
  });

  it('answers an unknown slug, and a country slug, with shop_not_found', async () => {
    for (const slug of ['no-such-shop', 'mx']) {
      const res = await app.request<ErrorBody>(`/api/shops/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('shop_not_found');
    }
  });

  it('computes delivery days from tomorrow in the country, skipping Sundays', () => {
    // Saturday 21 Nov 2026, 23:30 in Mexico City (05:30 UTC on Sunday).
    const days = deliveryDays(2, new Date('2026-11-22T05:30:00Z'));
    expect(days[0]).toBe('2026-11-23');
    expect(days).not.toContain('2026-11-22');
    expect(days).not.toContain('2026-11-29');
    expect(days).toHaveLength(6);
  });
});

describe('nearby shops (closets)', () => {
  const center = COUNTRIES.find((c) => c.id === 2)!.mapCenter;

  it('returns pickup points sorted by distance_to_user, computed like shared/domain', async () => {
    const res = await app.request<PickupPoint[]>('/api/shops/closets', {
      query: { countryId: 2, lat: center.lat, lng: center.lng },
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(4);
    const distances = res.body.map((p) => p.distance_to_user);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const point of res.body) {
      expect(point.distance_to_user).toBe(Math.round(distanceMeters(center, point.location)));
      expect(point.distance_to_user).toBeLessThanOrEqual(10_000);
    }
    const slugs = res.body.map((p) => p.slug);
    expect(slugs).toContain('punto-mx');
    expect(slugs).toContain('lider-mx');
    expect(slugs).not.toContain('demo-mx');
    expect(slugs).not.toContain('demo-ar');
  });

  it('honours the distance and puts shops with delivery first when asked', async () => {
    const near = await app.request<PickupPoint[]>('/api/shops/closets', {
      query: { countryId: 2, lat: center.lat, lng: center.lng, distance: 1000 },
    });
    expect(near.body.every((p) => p.distance_to_user <= 1000)).toBe(true);
    expect(near.body.map((p) => p.slug)).toEqual(['punto-mx']);

    const prioritized = await app.request<PickupPoint[]>('/api/shops/closets', {
      query: {
        countryId: 2,
        lat: center.lat,
        lng: center.lng,
        prioritizeShopsWithDelivery: 'true',
      },
    });
    const firstWithout = prioritized.body.findIndex((p) => !p.has_delivery);
    expect(prioritized.body[0]?.has_delivery).toBe(true);
    expect(prioritized.body.slice(firstWithout).every((p) => !p.has_delivery)).toBe(true);
  });

  it("names a point in the shopper's locale where it has a translated name", async () => {
    const names = async (
      countryId: number,
      position: { lat: number; lng: number },
      locale?: string,
    ) => {
      const res = await app.request<(PickupPoint & { name: string })[]>('/api/shops/closets', {
        query: { countryId, ...position, ...(locale ? { locale } : {}) },
      });
      expect(res.status).toBe(200);
      return new Map(res.body.map((p) => [p.slug, p.name]));
    };
    expect((await names(2, center, 'en-US')).get('punto-mx')).toBe(
      'Mexico City Downtown pickup point',
    );
    expect((await names(2, center)).get('punto-mx')).toBe(
      'Punto de retiro Ciudad de México Centro',
    );
    // Only the English demo's country carries English names; the rest keep their own.
    const buenosAires = COUNTRIES.find((c) => c.id === 1)!.mapCenter;
    expect((await names(1, buenosAires, 'en-US')).get('punto-ar')).toBe(
      'Punto de retiro Buenos Aires Centro',
    );
  });

  it('caps the distance', async () => {
    const far = await app.request<PickupPoint[]>('/api/shops/closets', {
      query: { countryId: 2, lat: center.lat, lng: center.lng, distance: 900_000 },
    });
    expect(far.status).toBe(200);
    expect(far.body.every((p) => p.distance_to_user <= 50_000)).toBe(true);
  });

  it.each([
    [{ lat: 19.4, lng: -99.1 }],
    [{ countryId: 2, lat: 'north', lng: -99.1 }],
    [{ countryId: 2, lat: 91, lng: -99.1 }],
    [{ countryId: 3, lat: 19.4, lng: -99.1 }],
    [{ countryId: 2, lat: 19.4, lng: -99.1, distance: -5 }],
    [{ countryId: 2, lat: 19.4, lng: -99.1, prioritizeShopsWithDelivery: 'yes' }],
    [{ countryId: 2, lat: 19.4, lng: -99.1, radius: 5 }],
    [{ countryId: 2, lat: 19.4, lng: -99.1, locale: 'xx-YY' }],
  ])('refuses %j with 400', async (query) => {
    const res = await app.request<ErrorBody>('/api/shops/closets', { query });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});

describe('countries', () => {
  it('returns a country with its default shop, by id or slug', async () => {
    const res = await app.request<Record<string, unknown>>('/api/country/1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 1,
      slug: 'ar',
      iso: 'AR',
      currency_symbol: '$',
      locale: 'es-AR',
      theme: 'default',
      default_shop_slug: 'demo-ar',
    });
    const co = await app.request<Record<string, unknown>>('/api/country/co');
    expect(co.body).toMatchObject({
      id: 46,
      theme: 'blue',
      wallet_balance_payment: true,
      default_shop_slug: 'demo-co',
    });
    const pe = await app.request<Record<string, unknown>>('/api/country/180');
    expect(pe.body).toMatchObject({ currency_symbol: 'S/', default_shop_slug: 'demo-pe' });
  });

  it('answers an unknown country with 404 and a malformed id with 400', async () => {
    expect((await app.request('/api/country/3')).status).toBe(404);
    expect((await app.request('/api/country/zz')).status).toBe(404);
    expect((await app.request('/api/country/not-a-country')).status).toBe(400);
  });
});

describe('geo', () => {
  it('trusts the configured CDN headers', async () => {
    const res = await app.request('/api/geo', { headers: { 'cf-ipcountry': 'ar' } });
    expect(res.body).toEqual({ country: 'AR', country_id: 1, source: 'header' });
    const vercel = await app.request('/api/geo', { headers: { 'x-vercel-ip-country': 'MX' } });
    expect(vercel.body).toEqual({ country: 'MX', country_id: 2, source: 'header' });
  });

  it('ignores untrusted or meaningless header values and answers null with 200', async () => {
    const res = await app.request('/api/geo', {
      headers: { 'cf-ipcountry': 'XX', 'x-country': 'AR' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ country: null, country_id: null, source: null });
  });

  it('falls back to the IP database', async () => {
    const lookup = async () => (ip: string) => (ip === '200.1.2.3' ? { country: 'PE' } : null);
    expect(await detectCountry({}, ['cf-ipcountry'], '::ffff:200.1.2.3', lookup)).toEqual({
      country: 'PE',
      country_id: 180,
      source: 'ip',
    });
    expect(await detectCountry({}, ['cf-ipcountry'], '10.0.0.1', lookup)).toEqual({
      country: null,
      country_id: null,
      source: null,
    });
  });

  it('answers 200 with a null country when the lookup fails', async () => {
    const failing = async () => {
      throw new Error('database missing');
    };
    await expect(detectCountry({}, [], '1.1.1.1', failing)).rejects.toThrow('database missing');
    // Through HTTP the route turns the failure into "unknown".
    const mini = express();
    mini.use(geoRoutes(app.ctx, { lookup: failing }));
    mini.use(errorMiddleware(app.ctx.logger));
    const server = await new Promise<Server>((resolve) => {
      const s = mini.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/geo`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ country: null, country_id: null, source: null });
    } finally {
      server.close();
    }
  });

  it('refuses unknown query parameters', async () => {
    const res = await app.request('/api/geo', { query: { extra: 1 } });
    expect(res.status).toBe(400);
  });
});

describe('demo data', () => {
  it('has the demo people of DESIGN.md with their roles', async () => {
    const people = await app.ctx.db
      .selectFrom('customers')
      .select([
        'id',
        'phone',
        'country_id',
        'customer_type_id',
        'customer_sub_type_id',
        'inswitch_entity_id',
        'shop_id',
      ])
      .execute();
    const byPhone = new Map(people.map((p) => [p.phone, p]));
    expect(byPhone.get('+5491155550001')).toMatchObject({ country_id: 1 });
    expect(byPhone.get('+5491155550002')).toMatchObject({
      country_id: 1,
      customer_type_id: 3,
      customer_sub_type_id: 2,
    });
    expect(byPhone.get('+5491155550002')?.inswitch_entity_id).toBeTruthy();
    expect(byPhone.get('+525555550001')).toMatchObject({
      country_id: 2,
      shop_id: app.seed!.shops['lider-mx']!.id,
    });
    expect(byPhone.get('+51955550001')).toMatchObject({ country_id: 180 });
    expect(byPhone.get('+573005550001')?.inswitch_entity_id).toBeTruthy();
    expect(byPhone.get('+593995550001')?.inswitch_entity_id).toBeTruthy();

    const leader = await app.ctx.db
      .selectFrom('community_leaders')
      .innerJoin('customers', 'customers.id', 'community_leaders.customer_id')
      .innerJoin('shops', 'shops.id', 'community_leaders.shop_id')
      .select([
        'customers.phone',
        'shops.slug',
        'shops.community_leader_id',
        'community_leaders.id',
      ])
      .where('shops.slug', '=', 'lider-mx')
      .executeTakeFirstOrThrow();
    expect(leader.phone).toBe('+525555550002');
    expect(leader.community_leader_id).toBe(leader.id);

    const owner = await app.ctx.db
      .selectFrom('shops')
      .innerJoin('customers', 'customers.id', 'shops.owner_customer_id')
      .select('customers.phone')
      .where('shops.slug', '=', 'demo-mx')
      .executeTakeFirstOrThrow();
    expect(owner.phone).toBe('+525555550009');
  });

  it('places every pickup point within 10 km of its capital', async () => {
    for (const country of COUNTRIES) {
      const points = await app.ctx.db
        .selectFrom('shops')
        .select(['lat', 'lng', 'slug'])
        .where('country_id', '=', country.id)
        .where('act_as_delivery_point', '=', true)
        .execute();
      expect(points.length).toBeGreaterThanOrEqual(1);
      const centre = {
        lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
        lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
      };
      for (const p of points) expect(distanceMeters(centre, p)).toBeLessThan(10_000);
    }
  });
});
