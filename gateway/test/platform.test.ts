import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createApp } from '../src/app';
import type { Database } from '../src/db/schema';
import { ConfigError, loadConfig } from '../src/config';
import { DatabaseHealth } from '../src/db/health';
import { createWebhookProvider } from '../src/modules/messages/message-provider';
import {
  DEFAULT_ABUSE_LIMITS,
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type TestApp,
} from './harness';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

describe('cookies', () => {
  it('stores, reads and deletes an allowed cookie', async () => {
    const set = await app.request<{ cookieName: string; cookieValue: string; expires: string }>(
      '/api/cookies',
      {
        method: 'POST',
        query: { cookieName: 'tier', cookieValue: 'mx-oro', exp: 30 },
      },
    );
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ cookieName: 'tier', cookieValue: 'mx-oro' });
    const header = set.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^tier=mx-oro;/);
    expect(header).toMatch(/Max-Age=2592000/);
    expect(header).toMatch(/HttpOnly/);

    const read = await app.request('/api/cookies', {
      query: { cookieName: 'tier' },
      headers: { cookie: 'tier=mx-oro' },
    });
    expect(read.body).toEqual({ cookieName: 'tier', cookieValue: 'mx-oro' });
    const absent = await app.request('/api/cookies', { query: { cookieName: 'geo_confirmed' } });
    expect(absent.body).toEqual({ cookieName: 'geo_confirmed', cookieValue: null });
    const tampered = await app.request('/api/cookies', {
      query: { cookieName: 'tier' },
      headers: { cookie: 'tier=%3Cscript%3E' },
    });
    expect(tampered.body).toEqual({ cookieName: 'tier', cookieValue: null });

    const removed = await app.request('/api/cookies', {
      method: 'DELETE',
      query: { cookieName: 'tier' },
    });
    expect(removed.status).toBe(200);
    expect(removed.headers.get('set-cookie')).toMatch(/^tier=;/);
  });

  it('caps the lifetime of the Facebook click id at two days', async () => {
    const set = await app.request('/api/cookies', {
      method: 'POST',
      query: { cookieName: 'fbclid', cookieValue: 'IwAR0abc-DEF_123', exp: 90 },
    });
    expect(set.status).toBe(200);
    expect(set.headers.get('set-cookie')).toMatch(/Max-Age=172800/);
  });

  it.each([
    [
      { cookieName: 'barrio_session', cookieValue: 'stolen-session-token-value' },
      'validation_failed',
    ],
    [{ cookieName: 'anything', cookieValue: 'x' }, 'validation_failed'],
    [{ cookieName: 'geo_confirmed', cookieValue: 'maybe' }, 'invalid_cookie_value'],
    [{ cookieName: 'tier', cookieValue: 'a b' }, 'invalid_cookie_value'],
    [{ cookieName: 'tier', cookieValue: 'mx-oro', exp: 'soon' }, 'validation_failed'],
    [{ cookieName: 'tier', cookieValue: 'mx-oro', domain: 'evil.example' }, 'validation_failed'],
    [{ cookieValue: 'x' }, 'validation_failed'],
  ])('refuses %j without setting anything', async (query, code) => {
    const res = await app.request<ErrorBody>('/api/cookies', { method: 'POST', query });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('never reads or deletes the session cookie', async () => {
    const session = await app.signIn(DEMO_PHONES.customerMX);
    const read = await app.request<ErrorBody>('/api/cookies', {
      query: { cookieName: 'barrio_session' },
      headers: { cookie: `barrio_session=${session.token}` },
    });
    expect(read.status).toBe(400);
    expect(read.text).not.toContain(session.token);
    const del = await app.request('/api/cookies', {
      method: 'DELETE',
      query: { cookieName: 'barrio_session' },
    });
    expect(del.status).toBe(400);
  });
});

describe('manifest', () => {
  interface Manifest {
    name: string;
    start_url: string;
    theme_color: string;
    lang: string;
    icons: { src: string; type: string; sizes: string; purpose: string }[];
  }

  it('builds a manifest from a country id', async () => {
    const res = await app.request<Manifest>('/api/manifest', { query: { country_id: 46 } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = JSON.parse(res.text) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Barrio Colombia',
      start_url: '/co',
      theme_color: '#1d5fbf',
      lang: 'es-CO',
    });
  });

  it('builds a manifest from a path naming a shop or a country', async () => {
    const shop = JSON.parse(
      (await app.request('/api/manifest', { query: { country_id: '/demo-ar/mi-carrito' } })).text,
    ) as Manifest;
    expect(shop).toMatchObject({
      name: 'Barrio Argentina',
      start_url: '/demo-ar',
      theme_color: '#ff6b1a',
    });
    const country = JSON.parse(
      (await app.request('/api/manifest', { query: { country_id: '/pe' } })).text,
    ) as Manifest;
    expect(country).toMatchObject({ start_url: '/pe', lang: 'es-PE' });
    const unknown = JSON.parse(
      (await app.request('/api/manifest', { query: { country_id: '/no-such-shop' } })).text,
    ) as Manifest;
    expect(unknown.start_url).toBe('/mx');
  });

  it('serves the icons it names', async () => {
    const manifest = JSON.parse(
      (await app.request('/api/manifest', { query: { country_id: 1 } })).text,
    ) as Manifest;
    expect(manifest.icons.map((icon) => [icon.type, icon.sizes, icon.purpose])).toEqual(
      expect.arrayContaining([
        ['image/png', '192x192', 'any'],
        ['image/png', '512x512', 'any'],
        ['image/png', '512x512', 'maskable'],
      ]),
    );
    for (const icon of manifest.icons) {
      const res = await app.request(icon.src);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(icon.type);
      if (icon.type === 'image/svg+xml') {
        expect(res.text).toContain('<svg');
      } else {
        const png = Buffer.from(await (await fetch(new URL(icon.src, app.baseUrl))).arrayBuffer());
        expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        // Width and height from the IHDR chunk.
        const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
        expect(size).toBe(icon.sizes);
      }
    }
    expect((await app.request('/api/manifest/icons/evil.svg')).status).toBe(400);
  });

  it('refuses unknown query parameters', async () => {
    expect((await app.request('/api/manifest', { query: { country: 1 } })).status).toBe(400);
  });
});

describe('addresses', () => {
  it('adds, lists and removes addresses of the signed-in customer', async () => {
    const me = await app.signIn(DEMO_PHONES.customerPE);
    const created = await app.request<{ id: number; label: string; lat: number | null }>(
      '/api/addresses',
      {
        method: 'POST',
        token: me.token,
        body: {
          label: 'Casa',
          main_line: 'Av. Arequipa 1234',
          details: 'Dpto 5',
          lat: -12.08,
          lng: -77.03,
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ label: 'Casa', lat: -12.08 });
    const list = await app.request<{ id: number }[]>('/api/addresses', { token: me.token });
    expect(list.body.map((a) => a.id)).toContain(created.body.id);

    const stranger = await app.signIn(DEMO_PHONES.customerMX);
    expect(
      (
        await app.request(`/api/addresses/${created.body.id}`, {
          method: 'DELETE',
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.request(`/api/addresses/${created.body.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (
        await app.request(`/api/addresses/${created.body.id}`, {
          method: 'DELETE',
          token: me.token,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await app.request(`/api/addresses/${created.body.id}`, {
          method: 'DELETE',
          token: me.token,
        })
      ).status,
    ).toBe(404);
  });

  it('needs a session for the own book', async () => {
    const res = await app.request<ErrorBody>('/api/addresses');
    expect(res.status).toBe(401);
  });

  it('limits the size of a book', async () => {
    const me = await app.signIn(DEMO_PHONES.walletCO);
    for (let i = 0; i < 20; i += 1) {
      const res = await app.request('/api/addresses', {
        method: 'POST',
        token: me.token,
        body: { label: `L${i}`, main_line: `Calle ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const full = await app.request<ErrorBody>('/api/addresses', {
      method: 'POST',
      token: me.token,
      body: { label: 'x', main_line: 'Calle 99' },
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('address_book_full');
  });

  it.each([
    [{ main_line: 'Calle 1' }],
    [{ label: 'Casa', main_line: 42 }],
    [{ label: 'Casa', main_line: 'Calle 1', lat: 123 }],
    [{ label: 'Casa', main_line: 'Calle 1', lat: '12' }],
    [{ label: 'Casa', main_line: 'Calle 1', is_default: true }],
    [{ label: 'x'.repeat(61), main_line: 'Calle 1' }],
  ])('refuses %j and stores nothing', async (body) => {
    const me = await app.signIn(DEMO_PHONES.walletEC);
    const res = await app.request<ErrorBody>('/api/addresses', {
      method: 'POST',
      token: me.token,
      body,
    });
    expect(res.status).toBe(400);
    const rows = await app.ctx.db
      .selectFrom('customer_addresses')
      .select('id')
      .where('customer_id', '=', me.customer.id)
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('push', () => {
  it('registers a device and refreshes it by installation id', async () => {
    const me = await app.signIn(DEMO_PHONES.customerAR);
    const body = {
      customer_id: me.customer.id,
      firebase_token: 't'.repeat(30),
      installation_id: `d${'x'.repeat(21)}`,
      type: 'web',
    };
    const first = await app.request<{ id: number }>('/api/push/registrations', {
      method: 'POST',
      token: me.token,
      body,
    });
    expect(first.status).toBe(201);
    const again = await app.request<{ id: number }>('/api/push/registrations', {
      method: 'POST',
      token: me.token,
      body: { ...body, firebase_token: 'u'.repeat(30) },
    });
    expect(again.body.id).toBe(first.body.id);
    const row = await app.ctx.db
      .selectFrom('push_registrations')
      .select('firebase_token')
      .where('id', '=', first.body.id)
      .executeTakeFirstOrThrow();
    expect(row.firebase_token).toBe('u'.repeat(30));
  });

  it.each([
    ['an installation id of the wrong shape', { installation_id: `a${'x'.repeat(21)}` }],
    ['a short installation id', { installation_id: 'cshort' }],
    ['an unknown type', { type: 'carrier-pigeon' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s', async (_label, change) => {
    const me = await app.signIn(DEMO_PHONES.customerAR);
    const body = {
      customer_id: me.customer.id,
      firebase_token: 't'.repeat(30),
      installation_id: `e${'y'.repeat(21)}`,
      type: 'web',
      ...change,
    };
    const res = await app.request<ErrorBody>('/api/push/registrations', {
      method: 'POST',
      token: me.token,
      body,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });

  it('saves an anonymous push token', async () => {
    const res = await app.request<{ saved: boolean }>('/api/notificationpush', {
      method: 'POST',
      body: { token: 'anonymous-device-token-1', anonymous_id: 'anon-1234-5678', platform: 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body.saved).toBe(true);
    expect(
      (await app.request('/api/notificationpush', { method: 'POST', body: { token: 'short' } }))
        .status,
    ).toBe(400);
  });
});

describe('dev outbox', () => {
  it('lists messages newest first, as JSON and as a page', async () => {
    await app.ctx.outbox.send({
      to: '+525555551111',
      message: 'primero',
      template: 'demo',
      params: { n: 1 },
    });
    await app.ctx.outbox.send({ to: '+525555551111', message: 'segundo <b>con html</b>' });
    const res = await app.request<
      {
        to: string;
        message: string;
        template: string | null;
        params: unknown;
        created_at: string;
      }[]
    >('/api/dev/outbox', { query: { to: '+525555551111' } });
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.message)).toEqual(['segundo <b>con html</b>', 'primero']);
    expect(res.body[1]).toMatchObject({ to: '+525555551111', template: 'demo', params: { n: 1 } });
    expect(Date.parse(res.body[0]!.created_at)).not.toBeNaN();

    const page = await app.request('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('segundo &lt;b&gt;con html&lt;/b&gt;');
  });

  it('does not exist in production', async () => {
    const production = createApp({
      ...app.ctx,
      config: { ...app.ctx.config, isProduction: true, nodeEnv: 'production' },
    });
    const server = await new Promise<Server>((resolve) => {
      const s = production.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${base}/api/islive`)).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('delivers through a webhook provider and records failures without failing the sender', async () => {
    const calls: unknown[] = [];
    const okFetch = (async (_url: string, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const sent = await createWebhookProvider(
      'http://hooks.test/send',
      app.ctx.logger,
      okFetch,
    ).deliver({
      id: 1,
      to: '+1',
      template: null,
      params: null,
      message: 'hola',
    });
    expect(sent).toEqual({ status: 'sent' });
    expect(calls).toEqual([{ id: 1, to: '+1', message: 'hola', template: null, params: null }]);
    const failing = (async () => new Response('nope', { status: 502 })) as typeof fetch;
    const failed = await createWebhookProvider(
      'http://hooks.test/send',
      app.ctx.logger,
      failing,
    ).deliver({
      id: 2,
      to: '+1',
      template: null,
      params: null,
      message: 'hola',
    });
    expect(failed.status).toBe('failed');
  });
});

describe('readiness', () => {
  it('answers 503 when the database is unreachable, while liveness stays up', async () => {
    const unreachable = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: 'postgres://nobody@127.0.0.1:1/none',
          connectionTimeoutMillis: 500,
        }),
      }),
    });
    const broken = createApp({
      ...app.ctx,
      db: unreachable,
      dbHealth: new DatabaseHealth(unreachable as Kysely<unknown>, app.ctx.logger),
    });
    const server = await new Promise<Server>((resolve) => {
      const s = broken.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        error: { code: 'not_ready', message: 'The database is not reachable.' },
      });
      expect((await fetch(`${base}/api/islive`)).status).toBe(200);
    } finally {
      server.close();
      await unreachable.destroy();
    }
  });
});

describe('OpenAPI document', () => {
  it('lists every core operation with its parameters', async () => {
    const res = await app.request<{
      openapi: string;
      paths: Record<string, Record<string, { parameters: { name: string }[] }>>;
    }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.0.3');
    const expected: [string, string][] = [
      ['/api/auth/code', 'post'],
      ['/api/auth/session', 'post'],
      ['/api/auth/session', 'delete'],
      ['/api/user', 'get'],
      ['/api/country/{id}', 'get'],
      ['/api/geo', 'get'],
      ['/api/shops/{slug}', 'get'],
      ['/api/shops/closets', 'get'],
      ['/api/menus', 'get'],
      ['/api/categories/{catalog}', 'get'],
      ['/api/banners', 'get'],
      ['/api/brands', 'get'],
      ['/api/products', 'get'],
      ['/api/tiers/default/{shopId}', 'get'],
      ['/api/tiers/id/{id}', 'get'],
      ['/api/flipt', 'post'],
      ['/api/cookies', 'post'],
      ['/api/cookies', 'get'],
      ['/api/cookies', 'delete'],
      ['/api/manifest', 'get'],
      ['/api/islive', 'get'],
      ['/api/ready', 'get'],
      ['/api/customer/{id}', 'get'],
      ['/api/customer/beneficiary-group/{id}', 'get'],
      ['/api/communityleader/{id}', 'get'],
      ['/api/user/profilepicture/{id}', 'get'],
      ['/images/{id}/profile', 'post'],
      ['/api/addresses', 'get'],
      ['/api/addresses', 'post'],
      ['/api/addresses/{id}', 'delete'],
      ['/api/notificationpush', 'post'],
      ['/api/push/registrations', 'post'],
      ['/api/dev/outbox', 'get'],
    ];
    for (const [path, method] of expected) expect(res.body.paths[path]?.[method]).toBeDefined();
    const closets = res.body.paths['/api/shops/closets']!.get!;
    expect(closets.parameters.map((p) => p.name).sort()).toEqual([
      'countryId',
      'distance',
      'lat',
      'lng',
      'locale',
      'prioritizeShopsWithDelivery',
    ]);
  });
});

describe('sign-in rate limit per address', () => {
  it('answers 429 after 30 code requests from one address', async () => {
    // The shared app opens the abuse limits for volume; this one keeps their defaults.
    const strict = await startTestApp({ env: DEFAULT_ABUSE_LIMITS });
    try {
      const statuses: number[] = [];
      // Thirty different phones, so that only the per-address limit can answer 429.
      for (let i = 0; i < 31; i += 1) {
        const phone = `+5255555${String(70000 + i)}`;
        statuses.push(
          (await strict.request('/api/auth/code', { method: 'POST', body: { phone } })).status,
        );
      }
      expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('configuration', () => {
  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MESSAGE_PROVIDER: 'pigeon',
        PUBLIC_URL: 'not a url',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'MESSAGE_PROVIDER', 'PUBLIC_URL'])
      expect(problems).toContain(name);
  });

  it('requires a session secret in production and a URL for the webhook provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ MESSAGE_PROVIDER: 'webhook' })).toThrow(/MESSAGE_WEBHOOK_URL/);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      geoHeaders: ['cf-ipcountry', 'x-vercel-ip-country'],
      messageProvider: 'outbox',
      paymentProvider: 'sandbox',
      trustProxy: false,
    });
    expect(config.dataDir).toBe(`${config.repoRoot}/.data`);
    expect(
      loadConfig({ DEV_SERVERS: 'shell=http://localhost:3000,mf_catalog=http://localhost:3001' })
        .devServers,
    ).toEqual({
      shell: 'http://localhost:3000',
      mf_catalog: 'http://localhost:3001',
    });
    expect(() => loadConfig({ DEV_SERVERS: 'shell' })).toThrow(ConfigError);
  });
});

describe('text that PostgreSQL cannot store', () => {
  it.each([
    ['/api/products', { query: { catalog_id: 1, q: 'arroz\u0000' } }],
    ['/api/flipt', { method: 'POST', body: { country_id: 2, userToken: 'a\u0000b' } }],
    ['/api/notificationpush', { method: 'POST', body: { token: 'device-token-\u0000-123' } }],
  ])('answers a NUL character in %s with 400', async (path, options) => {
    const res = await app.request<ErrorBody>(path, options);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
