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

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
}
