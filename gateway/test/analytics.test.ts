import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { COLLECTOR_LIMITS, type AnalyticsSummary } from '@barrio/shared/analytics-contract';
import { fixedClock } from '../src/clock';
import { runAnalyticsMaintenance } from '../src/modules/analytics/retention-job';
import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

// Account A is configured, B is not: whatever carries B's token is refused.
const TOKEN_A = 'tok-a-test';
const clock = fixedClock('2026-03-10T15:00:00.000Z');
const NOW_S = clock.now().getTime() / 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock, env: { ANALYTICS_ACCOUNT_A: `barrio-a:${TOKEN_A}` } });
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await sql`delete from analytics_events`.execute(app.ctx.db);
});

function event(name: string, properties: Record<string, unknown> = {}, token = TOKEN_A) {
  return {
    event: name,
    properties: { token, distinct_id: 'visitor-1', time: NOW_S, shop: 'demo-mx', ...properties },
  };
}

/** As mixpanel-browser posts it: `data=<base64 JSON>`, form-encoded. */
function sdkBody(payload: unknown): string {
  const base64 = Buffer.from(JSON.stringify(payload)).toString('base64');
  return `data=${encodeURIComponent(base64)}`;
}

async function post(path: string, body: string | Uint8Array, headers: Record<string, string> = {}) {
  return app.request<string>(path, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    query: { ip: 1, _: Date.now() },
  });
}

async function stored() {
  return app.ctx.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
}

describe('the analytics collector', () => {
  it('stores a batch in the SDK’s wire format with its account and drops unknown fields', async () => {
    const response = await post(
      '/collect/track/',
      sdkBody([
        event('$mp_web_page_view', { path: '/demo-mx', $current_url: 'http://x/?phone=1' }),
        event('search', { query: 'Piña', results: 0, customerId: 4, tierId: 't-9' }),
        event('$identify'),
      ]),
    );
    expect(response.status).toBe(200);
    expect(response.text).toBe('1');
    const rows = await stored();
    expect(rows.map((row) => [row.account, row.event, row.shop_slug])).toEqual([
      ['A', 'page_view', 'demo-mx'],
      ['A', 'search', 'demo-mx'],
    ]);
    expect(rows[0]?.properties).toEqual({ path: '/demo-mx' });
    expect(rows[1]).toMatchObject({ customer_id: 4, tier_id: 't-9', distinct_id: 'visitor-1' });
    expect(new Date(rows[0]!.occurred_at).toISOString()).toBe(clock.now().toISOString());
  });

  it('accepts a gzip-compressed body and a JSON body', async () => {
    const gzipped = await post('/collect/track', gzipSync(sdkBody([event('add_to_cart')])), {
      'content-encoding': 'gzip',
    });
    expect(gzipped.status).toBe(200);
    const json = await app.request('/collect/track/', {
      method: 'POST',
      body: [event('begin_checkout', { value: 120, items: 2 })],
    });
    expect(json.status).toBe(200);
    expect((await stored()).map((row) => row.event)).toEqual(['add_to_cart', 'begin_checkout']);
  });

  it('refuses malformed, oversized and unknown-account beacons with 4xx and stores nothing', async () => {
    const cases: [string | Uint8Array, number][] = [
      ['data=%%%', 400],
      ['data=' + encodeURIComponent(Buffer.from('{"event":').toString('base64')), 400],
      [sdkBody({ nope: true }), 400],
      [sdkBody([event('search', { query: 'x'.repeat(1000), results: 1 })]), 400],
      [sdkBody([event('search', { query: 'a\u0000b', results: 1 })]), 400],
      [sdkBody([event('purchase', { value: 10 }, 'token-of-b')]), 400],
      [
        sdkBody(Array.from({ length: COLLECTOR_LIMITS.batchSize + 1 }, () => event('add_to_cart'))),
        413,
      ],
      ['data=' + 'a'.repeat(COLLECTOR_LIMITS.bodyBytes + 10), 413],
      [gzipSync('data=' + 'a'.repeat(COLLECTOR_LIMITS.bodyBytes * 4)), 413],
    ];
    for (const [body, status] of cases) {
      const headers: Record<string, string> =
        body instanceof Uint8Array ? { 'content-encoding': 'gzip' } : {};
      const response = await post('/collect/track/', body, headers);
      expect({ status: response.status, body: String(body).slice(0, 40) }).toEqual({
        status,
        body: String(body).slice(0, 40),
      });
    }
    const badJson = await app.request('/collect/track/', {
      method: 'POST',
      body: '{"event": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('does not track a visitor whose browser sends Global Privacy Control or Do Not Track', async () => {
    for (const header of [{ 'sec-gpc': '1' }, { dnt: '1' }] as Record<string, string>[]) {
      const response = await post('/collect/track/', sdkBody([event('add_to_cart')]), header);
      expect(response.status).toBe(200);
      expect(response.text).toBe('0');
    }
    expect(await stored()).toEqual([]);
  });

  it('acknowledges profile updates of a known account without keeping them', async () => {
    const ok = await post(
      '/collect/engage/',
      sdkBody([{ $token: TOKEN_A, $set: { $email: 'a@b.c' } }]),
    );
    expect(ok.status).toBe(200);
    const unknown = await post('/collect/engage/', sdkBody([{ $token: 'nope', $set: {} }]));
    expect(unknown.status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('deletes the events older than the retention setting', async () => {
    const old = new Date(clock.now().getTime() - 91 * 24 * 60 * 60 * 1000);
    await app.ctx.db
      .insertInto('analytics_events')
      .values([
        {
          account: 'A',
          event: 'page_view',
          occurred_at: old,
          properties: '{}',
          shop_slug: 'demo-mx',
          distinct_id: 'x',
          customer_id: null,
          tier_id: null,
        },
        {
          account: 'A',
          event: 'page_view',
          occurred_at: clock.now(),
          properties: '{}',
          shop_slug: 'demo-mx',
          distinct_id: 'y',
          customer_id: null,
          tier_id: null,
        },
      ])
      .execute();
    const result = await runAnalyticsMaintenance(app.ctx);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect((await stored()).map((row) => row.distinct_id)).toEqual(['y']);
  });
});

describe('the owner’s summary', () => {
  async function journey(visitor: string) {
    const at = (properties: Record<string, unknown>) => ({ distinct_id: visitor, ...properties });
    await post(
      '/collect/track/',
      sdkBody([
        event('$mp_web_page_view', at({ path: '/demo-mx' })),
        event('search', at({ query: 'arroz', results: 3 })),
        event('search', at({ query: 'Piña', results: 0 })),
        event('add_to_cart', at({ product_id: 1, quantity: 1 })),
        event('begin_checkout', at({ value: 50 })),
        event('coupon_rejected', at({ code: 'NOPE', coupon_error: 5 })),
        event('purchase', at({ order_id: 'o-1', value: 50.5, payment_method_id: 1 })),
      ]),
    );
  }

  it('shows the owner the funnel, the day’s orders, searches, rejections and methods', async () => {
    await journey('v-1');
    await post('/collect/track/', sdkBody([event('$mp_web_page_view', { distinct_id: 'v-2' })]));
    const owner = await app.signIn(DEMO_PHONES.ownerMX);
    const response = await app.request<AnalyticsSummary>('/api/manager/demo-mx/analytics/summary', {
      token: owner.token,
      query: { range: '7d' },
    });
    expect(response.status).toBe(200);
    const summary = response.body;
    expect(summary.visits).toBe(2);
    expect(summary.funnel).toEqual([
      { step: 'visit', visitors: 2 },
      { step: 'add_to_cart', visitors: 1 },
      { step: 'begin_checkout', visitors: 1 },
      { step: 'purchase', visitors: 1 },
    ]);
    expect(summary.days).toHaveLength(7);
    expect(summary.days.at(-1)).toEqual({ day: '2026-03-10', orders: 1, revenue: 50.5 });
    expect(summary.top_searches).toEqual([
      { query: 'arroz', count: 1 },
      { query: 'piña', count: 1 },
    ]);
    expect(summary.no_result_searches).toEqual([{ query: 'piña', count: 1 }]);
    expect(summary.coupon_rejections).toEqual([{ reason: '5', count: 1 }]);
    expect(summary.payment_methods).toEqual([{ payment_method_id: '1', count: 1 }]);
  });

  it('answers 404 to anyone but the shop’s owner and support', async () => {
    const customer = await app.signIn(DEMO_PHONES.customerMX);
    const otherOwner = await app.signIn('+593995550009');
    for (const token of [null, customer.token, otherOwner.token]) {
      const response = await app.request('/api/manager/demo-mx/analytics/summary', { token });
      expect(response.status).toBe(404);
    }
    const support = await app.signIn('+525555550099');
    const ok = await app.request('/api/manager/demo-mx/analytics/summary', {
      token: support.token,
    });
    expect(ok.status).toBe(200);
    const badRange = await app.request('/api/manager/demo-mx/analytics/summary', {
      token: support.token,
      query: { range: 'forever' },
    });
    expect(badRange.status).toBe(400);
  });
});

describe('the development list', () => {
  it('lists the latest events with their account and enrichment', async () => {
    await post('/collect/track/', sdkBody([event('add_to_cart', { customerId: 8, tierId: 't' })]));
    const list =
      await app.request<{ account: string; event: string; customer_id: number }[]>(
        '/api/dev/analytics',
      );
    expect(list.body[0]).toMatchObject({ account: 'A', event: 'add_to_cart', customer_id: 8 });
    const page = await app.request<string>('/dev/analytics');
    expect(page.text).toContain('add_to_cart');
    expect(page.text).toContain('customerId 8');
  });
});
