import { sql, type Kysely, type RawBuilder } from 'kysely';
import { COUNTRY_IDS } from '@barrio/shared/countries';
import { timeZoneFor } from '../shops/delivery-days';

/**
 * The owner's summary reads two rollups of `analytics_events` (migration 0031) instead of the
 * raw events, kept up to date in the same transaction that stores the events:
 *
 * - `analytics_visitor_steps`: per shop, account and visitor, the last time they reached each
 *   step of the funnel. Every summary range ends now, and no event is stored later than its
 *   arrival, so "reached the step within the range" is exactly "last reached it at or after the
 *   range's start": the funnel of any range is one pass over a shop's visitors.
 * - `analytics_daily_counts`: per shop, account, shop-local day, metric and value, a count (and
 *   for purchases the revenue); the orders by day, top searches, searches without results,
 *   coupon rejections and payment methods of a range are sums over its days.
 */

/** The shop's time zone by its country, in SQL (the same table as delivery days). */
function shopTimeZone(countryId: RawBuilder<unknown>): RawBuilder<string> {
  const cases = COUNTRY_IDS.map((id) => sql`when ${sql.lit(id)} then ${sql.lit(timeZoneFor(id))}`);
  return sql<string>`(case ${countryId} ${sql.join(cases, sql` `)} else ${sql.lit(
    timeZoneFor(-1),
  )} end)`;
}

/** Adds the events `filter` selects (an expression over `e`, the events) to both rollups. */
async function addToRollups<T>(db: Kysely<T>, filter: RawBuilder<boolean>): Promise<void> {
  await sql`
    insert into analytics_visitor_steps
      (shop_slug, account, distinct_id, visit_at, add_at, checkout_at, purchase_at)
    select e.shop_slug, e.account, e.distinct_id,
           max(e.occurred_at) filter (where e.event = 'page_view'),
           max(e.occurred_at) filter (where e.event = 'add_to_cart'),
           max(e.occurred_at) filter (where e.event = 'begin_checkout'),
           max(e.occurred_at) filter (where e.event = 'purchase')
    from analytics_events e
    where ${filter} and e.shop_slug is not null and e.distinct_id is not null
      and e.event in ('page_view', 'add_to_cart', 'begin_checkout', 'purchase')
    group by 1, 2, 3
    order by 1, 2, 3
    on conflict (shop_slug, account, distinct_id) do update set
      visit_at = greatest(analytics_visitor_steps.visit_at, excluded.visit_at),
      add_at = greatest(analytics_visitor_steps.add_at, excluded.add_at),
      checkout_at = greatest(analytics_visitor_steps.checkout_at, excluded.checkout_at),
      purchase_at = greatest(analytics_visitor_steps.purchase_at, excluded.purchase_at)`.execute(
    db,
  );
  // One row per event and metric it counts towards; a search without results counts twice.
  await sql`
    insert into analytics_daily_counts (shop_slug, account, metric, day, value, count, amount)
    select m.shop_slug, m.account, m.metric, m.day, m.value, count(*), sum(m.amount)
    from (
      select e.shop_slug, e.account,
             (e.occurred_at at time zone ${shopTimeZone(sql`s.country_id`)})::date as day,
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
      where ${filter} and x.counts
        and e.event in ('purchase', 'search', 'coupon_rejected')
    ) m
    group by 1, 2, 3, 4, 5
    order by 1, 2, 3, 4, 5
    on conflict (shop_slug, account, metric, day, value) do update set
      count = analytics_daily_counts.count + excluded.count,
      amount = case
        when analytics_daily_counts.amount is null then excluded.amount
        when excluded.amount is null then analytics_daily_counts.amount
        else analytics_daily_counts.amount + excluded.amount end`.execute(db);
}

/** Adds just-stored events (by id, within the times they span) to the rollups. */
export async function addEventsToRollups<T>(
  db: Kysely<T>,
  ids: readonly string[],
  from: Date,
  to: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await addToRollups(
    db,
    sql<boolean>`e.id = any(${sql.val(ids.map(Number))}::bigint[])
      and e.occurred_at >= ${from} and e.occurred_at <= ${to}`,
  );
}

/**
 * Recomputes both rollups from the stored events, after events were written around the
 * collector (the bench's bulk insert, a restore). Migration 0031 keeps a copy of these
 * statements as they were when it filled the rollups: a change here does not reach it.
 */
export async function rebuildRollups<T>(db: Kysely<T>): Promise<void> {
  await sql`delete from analytics_visitor_steps`.execute(db);
  await sql`delete from analytics_daily_counts`.execute(db);
  await addToRollups(db, sql<boolean>`true`);
}

/**
 * Forgets what the retention setting deleted from the events: steps reached before `cutoff`
 * and days before its day (UTC; the summary's longest range is far shorter than retention).
 */
export async function pruneRollupsBefore<T>(db: Kysely<T>, cutoff: Date): Promise<void> {
  await sql`
    update analytics_visitor_steps set
      visit_at = case when visit_at < ${cutoff} then null else visit_at end,
      add_at = case when add_at < ${cutoff} then null else add_at end,
      checkout_at = case when checkout_at < ${cutoff} then null else checkout_at end,
      purchase_at = case when purchase_at < ${cutoff} then null else purchase_at end
    where visit_at < ${cutoff} or add_at < ${cutoff}
       or checkout_at < ${cutoff} or purchase_at < ${cutoff}`.execute(db);
  await sql`
    delete from analytics_visitor_steps
    where visit_at is null and add_at is null and checkout_at is null and purchase_at is null`.execute(
    db,
  );
  await sql`delete from analytics_daily_counts
    where day < ${cutoff.toISOString().slice(0, 10)}::date`.execute(db);
}
