import { sql } from 'kysely';
import {
  FUNNEL_STEPS,
  type AnalyticsSummary,
  type SummaryRange,
} from '@barrio/shared/analytics-contract';
import type { AppContext } from '../../app-context';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<SummaryRange, number> = { today: 1, '7d': 7, '30d': 30 };
const TOP = 10;

/** The shop, when the caller owns it or is support; 404 for everyone else (as the orders list). */
async function managedShop(db: DB, auth: AuthContext, slug: string) {
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'slug', 'country_id'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  const allowed =
    shop !== undefined &&
    auth.customerId !== null &&
    (auth.role === 'support' || auth.ownedShopIds.includes(shop.id));
  if (!shop || !allowed) throw notFound('shop_not_found', 'Shop not found.');
  return shop;
}

/** The range's UTC days, oldest first: today alone, or the last 7 or 30 days with today. */
export function rangeDays(range: SummaryRange, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: RANGE_DAYS[range] }, (_, index) =>
    new Date(today - (RANGE_DAYS[range] - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

interface Window {
  shop: string;
  account: 'A' | 'B';
  from: Date;
  to: Date;
}

/** One row per visitor and the steps they reached; a step counts only after the previous one. */
async function funnel(db: DB, w: Window): Promise<AnalyticsSummary['funnel']> {
  const { rows } = await sql<{ visit: string; add: string; checkout: string; purchase: string }>`
    select count(*) filter (where v) as visit,
           count(*) filter (where v and a) as add,
           count(*) filter (where v and a and c) as checkout,
           count(*) filter (where v and a and c and p) as purchase
    from (
      select bool_or(event = 'page_view') as v,
             bool_or(event = 'add_to_cart') as a,
             bool_or(event = 'begin_checkout') as c,
             bool_or(event = 'purchase') as p
      from analytics_events
      where shop_slug = ${w.shop} and account = ${w.account}
        and event in ('page_view', 'add_to_cart', 'begin_checkout', 'purchase')
        and occurred_at >= ${w.from} and occurred_at < ${w.to}
        and distinct_id is not null
      group by distinct_id
    ) visitors`.execute(db);
  const row = rows[0];
  const counts = [row?.visit, row?.add, row?.checkout, row?.purchase].map(Number);
  return FUNNEL_STEPS.map((step, index) => ({ step, visitors: counts[index] ?? 0 }));
}

async function purchasesByDay(db: DB, w: Window, days: string[]) {
  const { rows } = await sql<{ day: string; orders: string; revenue: string | null }>`
    select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day,
           count(*) as orders,
           sum((properties->>'value')::numeric) as revenue
    from analytics_events
    where shop_slug = ${w.shop} and account = ${w.account} and event = 'purchase'
      and occurred_at >= ${w.from} and occurred_at < ${w.to}
    group by 1`.execute(db);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return {
      day,
      orders: Number(row?.orders ?? 0),
      revenue: Math.round(Number(row?.revenue ?? 0) * 100) / 100,
    };
  });
}

/** The most frequent values of one property of one event (searches, rejections, methods). */
async function topValues(
  db: DB,
  w: Window,
  event: string,
  property: string,
  onlyWithoutResults = false,
): Promise<{ value: string; count: number }[]> {
  const value =
    property === 'query'
      ? sql<string>`lower(properties->>'query')`
      : sql<string>`coalesce(properties->>${property}, 'unknown')`;
  const { rows } = await sql<{ value: string; count: string }>`
    select ${value} as value, count(*) as count
    from analytics_events
    where shop_slug = ${w.shop} and account = ${w.account} and event = ${event}
      and occurred_at >= ${w.from} and occurred_at < ${w.to}
      ${onlyWithoutResults ? sql`and properties->>'results' = '0'` : sql``}
    group by 1
    order by 2 desc, 1
    limit ${TOP}`.execute(db);
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}

export async function shopSummary(
  ctx: Ctx,
  auth: AuthContext,
  slug: string,
  range: SummaryRange,
): Promise<AnalyticsSummary> {
  const shop = await managedShop(ctx.db, auth, slug);
  const now = ctx.clock.now();
  const days = rangeDays(range, now);
  const w: Window = {
    shop: shop.slug,
    account: ctx.config.analytics.summaryAccount,
    from: new Date(`${days[0]}T00:00:00.000Z`),
    to: new Date(Date.parse(`${days[days.length - 1]}T00:00:00.000Z`) + DAY_MS),
  };
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [steps, byDay, searches, empty, rejections, methods] = await Promise.all([
    funnel(ctx.db, w),
    purchasesByDay(ctx.db, w, days),
    topValues(ctx.db, w, 'search', 'query'),
    topValues(ctx.db, w, 'search', 'query', true),
    topValues(ctx.db, w, 'coupon_rejected', 'coupon_error'),
    topValues(ctx.db, w, 'purchase', 'payment_method_id'),
  ]);
  return {
    shop: shop.slug,
    country_id: shop.country_id,
    range,
    from: days[0] ?? '',
    to: days[days.length - 1] ?? '',
    visits: steps[0]?.visitors ?? 0,
    funnel: steps,
    days: byDay,
    top_searches: searches.map(({ value, count }) => ({ query: value, count })),
    no_result_searches: empty.map(({ value, count }) => ({ query: value, count })),
    coupon_rejections: rejections.map(({ value, count }) => ({ reason: value, count })),
    payment_methods: methods.map(({ value, count }) => ({ payment_method_id: value, count })),
  };
}
