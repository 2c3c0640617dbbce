import {
  createAnalytics,
  type Analytics,
  type AnalyticsConfig,
  type TrackOptions,
} from './create-analytics';
import type { TagManagerContext } from './enrich';
import type { AnalyticsEventName, AnalyticsPayload } from './events';

import { PAGE_PROTOCOLS, pageInstance } from '../page-instance';

interface AnalyticsHolder {
  current: Analytics;
}

// One holder per page: the shell configures the accounts through its copy of this module and
// a remote tracking through its own copy (a newer build of the shared code) must reach them.
// Until the shell configures the accounts there are none, so tracking does nothing quietly.
const holder = pageInstance<AnalyticsHolder>(
  PAGE_PROTOCOLS.analytics,
  () => ({ current: createAnalytics({ accounts: {} }) }),
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AnalyticsHolder>).current?.track === 'function',
);

/** Called once by the shell; remotes only call `track`. Returns the instance it installed. */
export function configureAnalytics(config: AnalyticsConfig): Analytics {
  holder.current = createAnalytics(config);
  return holder.current;
}

export function initAnalytics(): Promise<void> {
  return holder.current.init();
}

export function track(
  event: AnalyticsEventName,
  payload?: AnalyticsPayload,
  options?: TrackOptions,
): void {
  holder.current.track(event, payload, options);
}

export function trackPage(properties?: AnalyticsPayload, options?: TrackOptions): void {
  holder.current.page(properties, options);
}

export function trackTag(tagName: string, payload: AnalyticsPayload): void {
  holder.current.trackTag(tagName, payload);
}

export function setAnalyticsContext(context: Partial<TagManagerContext>): void {
  holder.current.setContext(context);
}
