// The analytics boundary, declared once: the SDK's wire format the collector accepts, and the
// summaries the gateway answers with.
export {
  ANALYTICS_ACCOUNTS,
  COLLECTED_EVENTS,
  COLLECTOR_LIMITS,
  COLLECTOR_PATHS,
  EVENT_PROPERTY_SCHEMAS,
  PAGE_VIEW_EVENT,
  SDK_PAGE_VIEW_EVENT,
  decodeWireData,
  parseEngagePayload,
  parseTrackPayload,
  wireEngageSchema,
  wireEventSchema,
  wireTrackSchema,
} from './wire';
export type {
  AnalyticsAccount,
  CollectedBatch,
  CollectedEvent,
  CollectedEventName,
  EngageBatch,
  WireEvent,
} from './wire';
export {
  FUNNEL_STEPS,
  SUMMARY_RANGES,
  analyticsSummarySchema,
  storedAnalyticsEventSchema,
  storedAnalyticsEventsSchema,
  summaryQuerySchema,
} from './summary';
export type { AnalyticsSummary, FunnelStep, StoredAnalyticsEvent, SummaryRange } from './summary';
