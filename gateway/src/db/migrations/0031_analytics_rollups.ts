import type { Kysely } from 'kysely';
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
    fillVisitorSteps,
    fillDailyCounts,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table if exists analytics_daily_counts',
    'drop table if exists analytics_visitor_steps',
  ]);
}

// The fill below is rollup-repository.ts's rebuildRollups, and the shop's time zone by its
// country is modules/shops/delivery-days.ts's table, both copied rather than imported: a
// migration must do the same thing forever, whatever those modules become.

const shopTimeZone = `(case s.country_id
  when 1 then 'America/Argentina/Buenos_Aires'
  when 2 then 'America/Mexico_City'
  when 180 then 'America/Lima'
  when 46 then 'America/Bogota'
  when 59 then 'America/Guayaquil'
  when 95 then 'America/Tegucigalpa'
  when 61 then 'America/El_Salvador'
  when 257 then 'America/Lima'
  else 'America/Mexico_City' end)`;

const fillVisitorSteps = `
  insert into analytics_visitor_steps
    (shop_slug, account, distinct_id, visit_at, add_at, checkout_at, purchase_at)
  select e.shop_slug, e.account, e.distinct_id,
         max(e.occurred_at) filter (where e.event = 'page_view'),
         max(e.occurred_at) filter (where e.event = 'add_to_cart'),
         max(e.occurred_at) filter (where e.event = 'begin_checkout'),
         max(e.occurred_at) filter (where e.event = 'purchase')
  from analytics_events e
  where e.shop_slug is not null and e.distinct_id is not null
    and e.event in ('page_view', 'add_to_cart', 'begin_checkout', 'purchase')
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (shop_slug, account, distinct_id) do update set
    visit_at = greatest(analytics_visitor_steps.visit_at, excluded.visit_at),
    add_at = greatest(analytics_visitor_steps.add_at, excluded.add_at),
    checkout_at = greatest(analytics_visitor_steps.checkout_at, excluded.checkout_at),
    purchase_at = greatest(analytics_visitor_steps.purchase_at, excluded.purchase_at)`;

// One row per event and metric it counts towards; a search without results counts twice.
const fillDailyCounts = `
  insert into analytics_daily_counts (shop_slug, account, metric, day, value, count, amount)
  select m.shop_slug, m.account, m.metric, m.day, m.value, count(*), sum(m.amount)
  from (
    select e.shop_slug, e.account,
           (e.occurred_at at time zone ${shopTimeZone})::date as day,
           x.metric, x.value, x.amount
    from analytics_events e
    join shops s on s.slug = e.shop_slug
    cross join lateral (values
      ('purchase', '',
       case when e.event = 'purchase' then (e.properties->>'value')::numeric end,
       e.event = 'purchase'),
      ('payment_method', coalesce(e.properties->>'payment_method_id', 'unknown'), null,
       e.event = 'purchase'),
      ('search', lower(e.properties->>'query'), null, e.event = 'search'),
      ('search_without_results', lower(e.properties->>'query'), null,
       e.event = 'search' and e.properties->>'results' = '0'),
      ('coupon_rejected', coalesce(e.properties->>'coupon_error', 'unknown'), null,
       e.event = 'coupon_rejected')
    ) as x(metric, value, amount, counts)
    where x.counts
      and e.event in ('purchase', 'search', 'coupon_rejected')
  ) m
  group by 1, 2, 3, 4, 5
  order by 1, 2, 3, 4, 5
  on conflict (shop_slug, account, metric, day, value) do update set
    count = analytics_daily_counts.count + excluded.count,
    amount = case
      when analytics_daily_counts.amount is null then excluded.amount
      when excluded.amount is null then analytics_daily_counts.amount
      else analytics_daily_counts.amount + excluded.amount end`;
