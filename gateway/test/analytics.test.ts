import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import {
  COLLECTOR_LIMITS,
  SUMMARY_RANGES,
  type AnalyticsSummary,
  type SummaryRange,
} from '@barrio/shared/analytics-contract';
import { fixedClock } from '../src/clock';
import { runAnalyticsMaintenance } from '../src/modules/analytics/retention-job';
import { rebuildRollups } from '../src/modules/analytics/rollup-repository';
import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

// Account A is configured, B is not: whatever carries B's token is refused.
const TOKEN_A = 'tok-a-test';
const START = '2026-03-10T15:00:00.000Z';
const clock = fixedClock(START);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ clock, env: { ANALYTICS_ACCOUNT_A: `barrio-a:${TOKEN_A}` } });
}, START_TIMEOUT_MS * 2);

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  clock.set(START);
  await sql`delete from analytics_events`.execute(app.ctx.db);
  await sql`delete from analytics_visitor_steps`.execute(app.ctx.db);
  await sql`delete from analytics_daily_counts`.execute(app.ctx.db);
});

function event(name: string, properties: Record<string, unknown> = {}, token = TOKEN_A) {
  return {
    event: name,
    properties: {
      token,
      distinct_id: 'visitor-1',
      time: clock.now().getTime() / 1000,
      shop: 'demo-mx',
      ...properties,
    },
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

/**
 * The summary as the raw events say it, straight from `analytics_events` (what the summary
 * computed before it read rollups): the reference the rollups must always agree with.
 */
async function summaryFromEvents(days: string[], timeZone: string) {
  const db = app.ctx.db;
  const from = sql`(${days[0]}::date::timestamp at time zone ${timeZone})`;
  const to = sql`((${days.at(-1)}::date + 1)::timestamp at time zone ${timeZone})`;
  const where = sql`shop_slug = 'demo-mx' and account = 'A'
    and occurred_at >= ${from} and occurred_at < ${to}`;
  const funnel = await sql<Record<'visit' | 'add' | 'checkout' | 'purchase', string>>`
    select count(*) filter (where v) as visit, count(*) filter (where v and a) as add,
           count(*) filter (where v and a and c) as checkout,
           count(*) filter (where v and a and c and p) as purchase
    from (select bool_or(event = 'page_view') as v, bool_or(event = 'add_to_cart') as a,
                 bool_or(event = 'begin_checkout') as c, bool_or(event = 'purchase') as p
          from analytics_events where ${where} and distinct_id is not null
          group by distinct_id) visitors`.execute(db);
  const byDay = await sql<{ day: string; orders: string; revenue: string | null }>`
    select to_char(occurred_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
           count(*) as orders, sum((properties->>'value')::numeric) as revenue
    from analytics_events where ${where} and event = 'purchase' group by 1`.execute(db);
  const top = async (event: string, value: ReturnType<typeof sql>, extra = sql``) =>
    (
      await sql<{ value: string; count: string }>`
        select ${value} as value, count(*) as count from analytics_events
        where ${where} and event = ${event} ${extra}
        group by 1 order by 2 desc, 1 limit 10`.execute(db)
    ).rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  const query = sql`lower(properties->>'query')`;
  const f = funnel.rows[0]!;
  const days_ = new Map(byDay.rows.map((row) => [row.day, row]));
  return {
    visits: Number(f.visit),
    funnel: [f.visit, f.add, f.checkout, f.purchase].map(Number),
    days: days.map((day) => ({
      day,
      orders: Number(days_.get(day)?.orders ?? 0),
      revenue: Math.round(Number(days_.get(day)?.revenue ?? 0) * 100) / 100,
    })),
    top_searches: await top('search', query),
    no_result_searches: await top('search', query, sql`and properties->>'results' = '0'`),
    coupon_rejections: await top(
      'coupon_rejected',
      sql`coalesce(properties->>'coupon_error', 'unknown')`,
    ),
    payment_methods: await top(
      'purchase',
      sql`coalesce(properties->>'payment_method_id', 'unknown')`,
    ),
  };
}

describe('the summary agrees with the raw events', () => {
  let owner: { token: string };

  beforeAll(async () => {
    owner = await app.signIn(DEMO_PHONES.ownerMX);
  });

  async function summary(range: SummaryRange) {
    const response = await app.request<AnalyticsSummary>('/api/manager/demo-mx/analytics/summary', {
      token: owner.token,
      query: { range },
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  async function expectAgreement() {
    for (const range of SUMMARY_RANGES) {
      const answer = await summary(range);
      const days = answer.days.map((row) => row.day);
      const expected = await summaryFromEvents(days, 'America/Mexico_City');
      expect({ range, ...pickComparable(answer) }).toEqual({ range, ...expected });
    }
  }

  function pickComparable(answer: AnalyticsSummary) {
    return {
      visits: answer.visits,
      funnel: answer.funnel.map((step) => step.visitors),
      days: answer.days,
      top_searches: answer.top_searches.map((r) => ({ value: r.query, count: r.count })),
      no_result_searches: answer.no_result_searches.map((r) => ({
        value: r.query,
        count: r.count,
      })),
      coupon_rejections: answer.coupon_rejections.map((r) => ({ value: r.reason, count: r.count })),
      payment_methods: answer.payment_methods.map((r) => ({
        value: r.payment_method_id,
        count: r.count,
      })),
    };
  }

  /** A day of a few visitors, each stopping at another step; `seed` varies what they do. */
  async function trafficAt(at: string, seed: number) {
    clock.set(at);
    const events = [];
    for (let v = 0; v < 6; v += 1) {
      const at = (name: string, properties: Record<string, unknown> = {}) =>
        event(name, { distinct_id: `v-${(v + seed) % 9}`, ...properties });
      const steps = (v + seed) % 5;
      events.push(at('$mp_web_page_view', { path: '/demo-mx' }));
      events.push(
        at('search', {
          query: ['Arroz', 'arroz', 'Piña', 'café'][(v + seed) % 4],
          results: (v + seed) % 3,
        }),
      );
      if (steps >= 1) events.push(at('add_to_cart', { product_id: v + 1, quantity: 1 }));
      if (steps >= 2) events.push(at('begin_checkout', { value: 10 + v }));
      if (steps >= 2 && v % 2 === 0) {
        events.push(at('coupon_rejected', { code: 'NO', coupon_error: [2, 5][(v + seed) % 2] }));
      }
      if (steps >= 3) {
        events.push(
          at('purchase', {
            order_id: `o-${seed}-${v}`,
            value: 19.99 + v,
            payment_method_id: 1 + (v % 3),
          }),
        );
      }
    }
    // A visitor who only adds and buys (no page view) counts nowhere in the funnel.
    events.push(event('add_to_cart', { distinct_id: 'no-visit', product_id: 1, quantity: 1 }));
    const response = await post('/collect/track/', sdkBody(events));
    expect(response.status).toBe(200);
  }

  it('on every range, over many days and as new events arrive the same day', async () => {
    // Mexico City is UTC-6: 05:30Z is still the evening before, 06:30Z the new day.
    const days = [
      '2026-02-05',
      '2026-02-20',
      '2026-03-04',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ];
    for (const [index, day] of days.entries()) {
      await trafficAt(`${day}T05:30:00.000Z`, index);
      await trafficAt(`${day}T06:30:00.000Z`, index + 3);
      await trafficAt(`${day}T23:00:00.000Z`, index + 1);
    }
    clock.set('2026-03-11T00:30:00.000Z'); // 18:30 on the 10th in the shop
    await expectAgreement();
    expect((await summary('today')).funnel[0]!.visitors).toBeGreaterThan(0);

    // More of today: the summary follows at once.
    const before = await summary('today');
    await trafficAt('2026-03-11T01:00:00.000Z', 7);
    clock.set('2026-03-11T01:30:00.000Z');
    await expectAgreement();
    const after = await summary('today');
    expect(after.days.at(-1)!.orders).toBeGreaterThan(before.days.at(-1)!.orders);
  });

  it('rebuilds the rollups from events written around the collector', async () => {
    await trafficAt('2026-03-09T12:00:00.000Z', 2);
    await trafficAt('2026-03-10T12:00:00.000Z', 4);
    // A restore (or a bulk load) writes events straight into the table.
    await sql`insert into analytics_events
        (account, shop_slug, event, occurred_at, distinct_id, properties)
      select 'A', 'demo-mx', 'purchase', ${'2026-03-08T18:00:00.000Z'}::timestamptz,
             'bulk-' || i, jsonb_build_object('value', 5.25, 'payment_method_id', 3)
      from generate_series(1, 4) as i`.execute(app.ctx.db);
    await sql`insert into analytics_events
        (account, shop_slug, event, occurred_at, distinct_id, properties)
      select 'A', 'demo-mx', 'page_view', ${'2026-03-08T18:00:00.000Z'}::timestamptz,
             'bulk-' || i, '{}'::jsonb
      from generate_series(1, 4) as i`.execute(app.ctx.db);
    await rebuildRollups(app.ctx.db);
    clock.set('2026-03-10T20:00:00.000Z');
    await expectAgreement();
    expect((await summary('7d')).days).toContainEqual({
      day: '2026-03-08',
      orders: 4,
      revenue: 21,
    });
  });

  it('forgets in the rollups what retention deletes', async () => {
    await trafficAt('2025-12-01T12:00:00.000Z', 1);
    await trafficAt('2026-03-10T12:00:00.000Z', 2);
    clock.set('2026-03-10T20:00:00.000Z');
    await runAnalyticsMaintenance(app.ctx);
    const counts = await sql<{ days: number; steps: number }>`
      select (select count(*)::int from analytics_daily_counts where day < '2026-01-01') as days,
             (select count(*)::int from analytics_visitor_steps
              where visit_at < '2026-01-01' or add_at < '2026-01-01') as steps`.execute(app.ctx.db);
    expect(counts.rows[0]).toEqual({ days: 0, steps: 0 });
    await expectAgreement();
  });

  it('counts an event on the shop’s day, not the UTC day', async () => {
    const purchase = (id: string) =>
      event('purchase', { distinct_id: id, order_id: id, value: 10, payment_method_id: 1 });
    clock.set('2026-03-10T05:59:00.000Z'); // 23:59 on the 9th in Mexico City
    await post(
      '/collect/track/',
      sdkBody([event('$mp_web_page_view', { distinct_id: 'late' }), purchase('late')]),
    );
    clock.set('2026-03-10T06:01:00.000Z'); // 00:01 on the 10th
    await post(
      '/collect/track/',
      sdkBody([event('$mp_web_page_view', { distinct_id: 'early' }), purchase('early')]),
    );

    const today = await summary('today');
    expect(today).toMatchObject({ from: '2026-03-10', to: '2026-03-10', visits: 1 });
    expect(today.days).toEqual([{ day: '2026-03-10', orders: 1, revenue: 10 }]);
    const week = await summary('7d');
    expect(week).toMatchObject({ from: '2026-03-04', to: '2026-03-10', visits: 2 });
    expect(week.days.slice(-2)).toEqual([
      { day: '2026-03-09', orders: 1, revenue: 10 },
      { day: '2026-03-10', orders: 1, revenue: 10 },
    ]);
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
