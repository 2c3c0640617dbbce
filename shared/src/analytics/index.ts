export { ANALYTICS_EVENTS, isAnalyticsEventName } from './events';
export type { AnalyticsEventName, AnalyticsPayload } from './events';
export {
  EMPTY_TAG_MANAGER_CONTEXT,
  enrichEvent,
  eventEnrichment,
  tagManagerFields,
} from './enrich';
export type { EventEnrichment, TagManagerContext, TagManagerFields } from './enrich';
export type {
  AnalyticsAccountCredentials,
  AnalyticsInitOptions,
  AnalyticsTransport,
  TagManagerTransport,
} from './transport';
export { createDataLayerTagManager, createDataLayerTransport } from './data-layer-transport';
export { createConsoleTransport } from './console-transport';
export { createMemoryTagManager, createMemoryTransport } from './memory-transport';
export type { MemoryTagManager, MemoryTransport, RecordedAnalyticsCall } from './memory-transport';
export { ANALYTICS_INIT_OPTIONS, createAnalytics } from './create-analytics';
export type {
  Analytics,
  AnalyticsAccountConfig,
  AnalyticsAccountId,
  AnalyticsConfig,
  MirrorTarget,
  TrackOptions,
} from './create-analytics';
export {
  configureAnalytics,
  initAnalytics,
  setAnalyticsContext,
  track,
  trackPage,
  trackTag,
} from './default-analytics';
