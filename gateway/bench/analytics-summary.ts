// The owner's analytics summary on PostgreSQL with BENCH_ANALYTICS_EVENTS (1 000 000) events of
// one shop over the last 30 days: p50/p95 of the summary (every query the endpoint runs, through
// the gateway's own service) for today, 7 and 30 days. Run by `npm run bench` (scripts/bench.mjs)
// as `tsx gateway/bench/analytics-summary.ts`; prints one JSON line. DATABASE_URL is required: a
// schema of its own is created there and dropped at the end.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { SUMMARY_RANGES } from '@barrio/shared/analytics-contract';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { dropSchema, migrateToLatest } from '../src/db/migrator';
import { seedDatabase } from '../src/seed';
import { ensureDailyPartitions } from '../src/modules/analytics/event-partitions';
import { rebuildRollups } from '../src/modules/analytics/rollup-repository';
import { shopSummary } from '../src/modules/analytics/summary-service';
import type { AuthContext } from '../src/modules/auth/auth-types';

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 40);
const DAYS = 30;
const SHOP = 'demo-mx';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DB_STATEMENT_TIMEOUT_MS: '600000',
  });
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  const schema = `bench_analytics_${randomBytes(4).toString('hex')}`;
  const database = await createDatabase(config, { schema, maxConnections: 8 });
  const db = database.db;

  try {
    await migrateToLatest(db, schema);
    await seedDatabase(db, {});
    const now = Date.now();
    await ensureDailyPartitions(db, now - DAYS * 86_400_000, now, 1);
    // One shop's month: mostly page views from 100 000 visitors, then adds, checkouts, searches
    // (a fifth without results), coupon rejections and purchases, spread over the 30 days.
    const insertStarted = performance.now();
    await sql`
      insert into analytics_events
        (account, shop_slug, event, occurred_at, distinct_id, customer_id, tier_id, properties)
      select 'A', ${SHOP},
        e.event,
        now() - (random() * ${DAYS} * interval '1 day'),
        'visitor-' || (i % 100000),
        null, null,
        case e.event
          when 'page_view' then jsonb_build_object('path', '/demo-mx')
          when 'search' then jsonb_build_object('query', 'producto ' || (i % 200),
                                                'results', case when i % 5 = 0 then 0 else i % 40 end)
          when 'coupon_rejected' then jsonb_build_object('code', 'X', 'coupon_error', (array[2,4,5,8])[1 + i % 4])
          when 'purchase' then jsonb_build_object('value', 50 + i % 500, 'payment_method_id', 1 + i % 3)
          else '{}'::jsonb end
      from generate_series(1, ${EVENTS}) as i,
      lateral (select case
        when i % 100 < 60 then 'page_view'
        when i % 100 < 75 then 'search'
        when i % 100 < 87 then 'add_to_cart'
        when i % 100 < 93 then 'begin_checkout'
        when i % 100 < 95 then 'coupon_rejected'
        else 'purchase' end as event) as e`.execute(db);
    const insertMs = performance.now() - insertStarted;
    // Written around the collector, so the summary's rollups are built from the events at once
    // (the collector keeps them up to date batch by batch).
    const rollupStarted = performance.now();
    await rebuildRollups(db);
    const rollupMs = performance.now() - rollupStarted;
    await sql`vacuum analyze analytics_events`.execute(db);
    await sql`vacuum analyze analytics_visitor_steps`.execute(db);
    await sql`vacuum analyze analytics_daily_counts`.execute(db);

    const support: AuthContext = {
      customerId: 1,
      role: 'support',
      communityLeaderId: null,
      leaderShopIds: [],
      ownedShopIds: [],
      token: null,
    };
    const ctx = { db, clock: { now: () => new Date() }, config };
    const results: Record<string, { p50: number; p95: number; runs: number }> = {};
    for (const range of SUMMARY_RANGES) {
      await shopSummary(ctx, support, SHOP, range); // warm the plan cache and the buffers
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await shopSummary(ctx, support, SHOP, range);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results[range] = { p50: percentile(times, 50), p95: percentile(times, 95), runs: RUNS };
    }
    process.stdout.write(
      `${JSON.stringify({ events: EVENTS, insertMs, rollupMs, ranges: results })}\n`,
    );
  } finally {
    await dropSchema(db, schema).catch(() => undefined);
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
