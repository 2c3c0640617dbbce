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
import { localDate, timeZoneFor } from '../shops/delivery-days';

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

/** A calendar day (YYYY-MM-DD) moved by `offset` days. */
function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The range's days in the shop's country, oldest first: today alone, or the last 7 or 30 days
 * with today. An owner's "today" is the shop's day, not the server's.
 */
export function rangeDays(range: SummaryRange, now: Date, countryId: number): string[] {
  const today = localDate(countryId, now);
  const count = RANGE_DAYS[range];
  return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
}

interface Window {
  shop: string;
  account: 'A' | 'B';
  /** First and last day of the range, shop-local dates. */
  fromDay: string;
  toDay: string;
  timeZone: string;
}

/**
 * The visitors who reached each step within the range, a step counting only with the ones
 * before it. Every range ends now and nothing is stored later than it arrived, so a visitor
 * reached a step within the range exactly when they last reached it at or after its start.
 */
async function funnel(db: DB, w: Window): Promise<AnalyticsSummary['funnel']> {
  const from = sql`(${w.fromDay}::date::timestamp at time zone ${w.timeZone})`;
  const { rows } = await sql<{ visit: string; add: string; checkout: string; purchase: string }>`
    select count(*) as visit,
           count(*) filter (where add_at >= ${from}) as add,
           count(*) filter (where add_at >= ${from} and checkout_at >= ${from}) as checkout,
           count(*) filter (where add_at >= ${from} and checkout_at >= ${from}
                              and purchase_at >= ${from}) as purchase
    from analytics_visitor_steps
    where shop_slug = ${w.shop} and account = ${w.account} and visit_at >= ${from}`.execute(db);
  const row = rows[0];
  const counts = [row?.visit, row?.add, row?.checkout, row?.purchase].map(Number);
  return FUNNEL_STEPS.map((step, index) => ({ step, visitors: counts[index] ?? 0 }));
}

async function purchasesByDay(db: DB, w: Window, days: string[]) {
  const { rows } = await sql<{ day: string; orders: string; revenue: string | null }>`
    select to_char(day, 'YYYY-MM-DD') as day, sum(count) as orders, sum(amount) as revenue
    from analytics_daily_counts
    where shop_slug = ${w.shop} and account = ${w.account} and metric = 'purchase'
      and day >= ${w.fromDay}::date and day <= ${w.toDay}::date
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

type Metric = 'search' | 'search_without_results' | 'coupon_rejected' | 'payment_method';

/** The most frequent values of one metric over the range (searches, rejections, methods). */
async function topValues(
  db: DB,
  w: Window,
  metric: Metric,
): Promise<{ value: string; count: number }[]> {
  const { rows } = await sql<{ value: string; count: string }>`
    select value, sum(count) as count
    from analytics_daily_counts
    where shop_slug = ${w.shop} and account = ${w.account} and metric = ${metric}
      and day >= ${w.fromDay}::date and day <= ${w.toDay}::date
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
  const days = rangeDays(range, now, shop.country_id);
  const w: Window = {
    shop: shop.slug,
    account: ctx.config.analytics.summaryAccount,
    fromDay: days[0] ?? '',
    toDay: days[days.length - 1] ?? '',
    timeZone: timeZoneFor(shop.country_id),
  };
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [steps, byDay, searches, empty, rejections, methods] = await Promise.all([
    funnel(ctx.db, w),
    purchasesByDay(ctx.db, w, days),
    topValues(ctx.db, w, 'search'),
    topValues(ctx.db, w, 'search_without_results'),
    topValues(ctx.db, w, 'coupon_rejected'),
    topValues(ctx.db, w, 'payment_method'),
  ]);
  return {
    shop: shop.slug,
    country_id: shop.country_id,
    range,
    from: w.fromDay,
    to: w.toDay,
    visits: steps[0]?.visitors ?? 0,
    funnel: steps,
    days: byDay,
    top_searches: searches.map(({ value, count }) => ({ query: value, count })),
    no_result_searches: empty.map(({ value, count }) => ({ query: value, count })),
    coupon_rejections: rejections.map(({ value, count }) => ({ reason: value, count })),
    payment_methods: methods.map(({ value, count }) => ({ payment_method_id: value, count })),
  };
}
