import type { Kysely } from 'kysely';
import { rebuildRollups } from '../../modules/analytics/rollup-repository';
import { runStatements } from './run-statements';

/**
 * Rollups of `analytics_events` that the owner's summary reads instead of the raw events
 * (modules/analytics/rollup-repository.ts): the last time each visitor reached each funnel
 * step, and per shop-local day the counts of orders, revenue, searches, coupon rejections and
 * payment methods. Filled from the events already stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create table analytics_visitor_steps (
       shop_slug text not null,
       account text not null check (account in ('A', 'B')),
       distinct_id text not null,
       visit_at timestamptz,
       add_at timestamptz,
       checkout_at timestamptz,
       purchase_at timestamptz,
       primary key (shop_slug, account, distinct_id))`,
    `create index analytics_visitor_steps_visit_idx
       on analytics_visitor_steps (shop_slug, account, visit_at)
       include (add_at, checkout_at, purchase_at)`,
    `create table analytics_daily_counts (
       shop_slug text not null,
       account text not null check (account in ('A', 'B')),
       metric text not null,
       day date not null,
       value text not null,
       count bigint not null,
       amount numeric,
       primary key (shop_slug, account, metric, day, value))`,
  ]);
  await rebuildRollups(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table if exists analytics_daily_counts',
    'drop table if exists analytics_visitor_steps',
  ]);
}
