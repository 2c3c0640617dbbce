import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The first-party analytics collector's events (modules/analytics). On PostgreSQL the table is
 * partitioned by day (the primary key must then include `occurred_at`), with a default
 * partition as a safety net; PGlite keeps a plain table. One index serves every summary query:
 * a shop's events of one kind over a range of days.
 */
const columns = `
  id bigserial not null,
  account text not null check (account in ('A', 'B')),
  shop_slug text,
  event text not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  distinct_id text,
  customer_id integer,
  tier_id text,
  properties jsonb not null default '{}'::jsonb`;

const indexes = [
  `create index if not exists analytics_events_shop_event_time_idx
     on analytics_events (shop_slug, event, occurred_at)`,
  `create index if not exists analytics_events_time_idx on analytics_events (occurred_at)`,
];

// Copied from modules/analytics/event-partitions.ts, not imported: a migration must do the same
// thing forever, whatever that module becomes.

async function isPglite(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  return (rows[0]?.version ?? '').includes('PGlite');
}

function dayStart(time: number): Date {
  const date = new Date(time);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function partitionName(day: Date): string {
  return `analytics_events_${day.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await isPglite(db)) {
    await runStatements(db, [
      `create table analytics_events (${columns}, primary key (id))`,
      ...indexes,
    ]);
    return;
  }
  await runStatements(db, [
    `create table analytics_events (${columns}, primary key (id, occurred_at))
       partition by range (occurred_at)`,
    `create table analytics_events_default partition of analytics_events default`,
    ...indexes,
  ]);
  // Yesterday through a week ahead; the periodic job (retention-job.ts) keeps creating days
  // ahead. The default partition is empty here, so each day is simply created in place.
  const dayMs = 24 * 60 * 60 * 1000;
  const today = dayStart(Date.now()).getTime();
  for (let offset = -1; offset <= 7; offset += 1) {
    const from = new Date(today + offset * dayMs);
    const to = new Date(from.getTime() + dayMs);
    await sql`create table if not exists ${sql.id(partitionName(from))} partition of analytics_events
      for values from (${sql.lit(from.toISOString())}) to (${sql.lit(to.toISOString())})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table if exists analytics_events cascade']);
}
