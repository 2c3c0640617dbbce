import { z } from '../zod';
import { ANALYTICS_ACCOUNTS } from './wire';

// The owner's summary (`GET /api/manager/{shop_slug}/analytics/summary?range=`) and the
// development list of the latest events (`GET /api/dev/analytics`): the gateway documents its
// answers with these schemas and the manager site reads them.

export const SUMMARY_RANGES = ['today', '7d', '30d'] as const;
export type SummaryRange = (typeof SUMMARY_RANGES)[number];

export const summaryQuerySchema = z.object({
  range: z._default(z.enum(SUMMARY_RANGES), 'today'),
});

/** The funnel's steps in order: each counts the visitors who reached it. */
export const FUNNEL_STEPS = ['visit', 'add_to_cart', 'begin_checkout', 'purchase'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const searchRow = z.object({ query: z.string(), count: z.number() });

export const analyticsSummarySchema = z.object({
  shop: z.string(),
  /** The shop's country, for its currency. */
  country_id: z.number(),
  range: z.enum(SUMMARY_RANGES),
  /** First day of the range and the last, dates (YYYY-MM-DD) in the shop’s time zone. */
  from: z.string(),
  to: z.string(),
  visits: z.number(),
  funnel: z.array(z.object({ step: z.enum(FUNNEL_STEPS), visitors: z.number() })),
  /** Every day of the range, including the days without orders. */
  days: z.array(z.object({ day: z.string(), orders: z.number(), revenue: z.number() })),
  top_searches: z.array(searchRow),
  no_result_searches: z.array(searchRow),
  /** Rejected coupons by the order API's coupon error (SPEC §8), as text. */
  coupon_rejections: z.array(z.object({ reason: z.string(), count: z.number() })),
  payment_methods: z.array(z.object({ payment_method_id: z.string(), count: z.number() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

export const storedAnalyticsEventSchema = z.object({
  id: z.number(),
  account: z.enum(ANALYTICS_ACCOUNTS),
  shop: z.nullable(z.string()),
  event: z.string(),
  occurred_at: z.string(),
  distinct_id: z.nullable(z.string()),
  customer_id: z.nullable(z.number()),
  tier_id: z.nullable(z.string()),
  properties: z.record(z.string(), z.unknown()),
});
export type StoredAnalyticsEvent = z.infer<typeof storedAnalyticsEventSchema>;
export const storedAnalyticsEventsSchema = z.array(storedAnalyticsEventSchema);
