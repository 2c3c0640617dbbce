import type { ColumnType, Generated } from 'kysely';
import type { Json } from './core';

/** One event as the analytics collector stored it (migration 0030). */
export interface AnalyticsEventsTable {
  /** bigserial: pg reads it as text. */
  id: ColumnType<string, never, never>;
  account: 'A' | 'B';
  shop_slug: string | null;
  event: string;
  occurred_at: ColumnType<Date, Date | string, never>;
  received_at: Generated<Date>;
  distinct_id: string | null;
  customer_id: number | null;
  tier_id: string | null;
  properties: Json<Record<string, unknown>>;
}

/** The last time a visitor reached each funnel step (migration 0031). */
export interface AnalyticsVisitorStepsTable {
  shop_slug: string;
  account: 'A' | 'B';
  distinct_id: string;
  visit_at: Date | null;
  add_at: Date | null;
  checkout_at: Date | null;
  purchase_at: Date | null;
}

/** A count per shop-local day, metric and value (migration 0031). */
export interface AnalyticsDailyCountsTable {
  shop_slug: string;
  account: 'A' | 'B';
  metric: string;
  /** date: pg reads it as a Date, PGlite as a Date too. */
  day: ColumnType<Date, string, string>;
  value: string;
  /** bigint: pg reads it as text. */
  count: ColumnType<string, number, number>;
  /** numeric: read as text. */
  amount: ColumnType<string | null, string | null, string | null>;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
  analytics_visitor_steps: AnalyticsVisitorStepsTable;
  analytics_daily_counts: AnalyticsDailyCountsTable;
}
