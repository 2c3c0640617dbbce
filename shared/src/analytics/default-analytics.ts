import {
  createAnalytics,
  type Analytics,
  type AnalyticsConfig,
  type TrackOptions,
} from './create-analytics';
import type { TagManagerContext } from './enrich';
import type { AnalyticsEventName, AnalyticsPayload } from './events';

// Until the shell configures the accounts there are none, so tracking does nothing quietly.
let current: Analytics = createAnalytics({ accounts: {} });

/** Called once by the shell; remotes only call `track`. Returns the instance it installed. */
export function configureAnalytics(config: AnalyticsConfig): Analytics {
  current = createAnalytics(config);
  return current;
}

export function initAnalytics(): Promise<void> {
  return current.init();
}

export function track(
  event: AnalyticsEventName,
  payload?: AnalyticsPayload,
  options?: TrackOptions,
): void {
  current.track(event, payload, options);
}

export function trackPage(properties?: AnalyticsPayload, options?: TrackOptions): void {
  current.page(properties, options);
}

export function trackTag(tagName: string, payload: AnalyticsPayload): void {
  current.trackTag(tagName, payload);
}

export function setAnalyticsContext(context: Partial<TagManagerContext>): void {
  current.setContext(context);
}
