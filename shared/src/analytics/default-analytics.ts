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
  /** What was tracked before the accounts were configured, replayed once they start. */
  waiting?: PendingAnalytics | undefined;
}

/** Calls kept until the shell configures the accounts; beyond this many the oldest go. */
export const MAX_CALLS_BEFORE_CONFIGURED = 200;

type RecordedCall = (analytics: Analytics) => void;

interface PendingAnalytics extends Analytics {
  replayInto(analytics: Analytics): void;
}

/**
 * Until the shell configures the accounts, calls are kept: a remote may track before the
 * shell's effect runs, and those events must not be lost. Starting replays them in order.
 */
function createPendingAnalytics(): PendingAnalytics {
  const calls: RecordedCall[] = [];
  const record = (call: RecordedCall) => {
    calls.push(call);
    if (calls.length > MAX_CALLS_BEFORE_CONFIGURED) calls.shift();
  };
  return {
    init: () => Promise.resolve(),
    track: (event, payload, options) => record((a) => a.track(event, payload, options)),
    page: (properties, options) => record((a) => a.page(properties, options)),
    trackTag: (tagName, payload) => record((a) => a.trackTag(tagName, payload)),
    setContext: (context) => record((a) => a.setContext(context)),
    replayInto(analytics) {
      for (const call of calls.splice(0)) call(analytics);
    },
  };
}

function isPending(analytics: Analytics): analytics is PendingAnalytics {
  return typeof (analytics as Partial<PendingAnalytics>).replayInto === 'function';
}

// One holder per page: the shell configures the accounts through its copy of this module and
// a remote tracking through its own copy (a newer build of the shared code) must reach them.
const holder = pageInstance<AnalyticsHolder>(
  PAGE_PROTOCOLS.analytics,
  () => ({ current: createPendingAnalytics() }),
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<AnalyticsHolder>).current?.track === 'function',
);

/** Called once by the shell; remotes only call `track`. Returns the instance it installed. */
export function configureAnalytics(config: AnalyticsConfig): Analytics {
  const previous = holder.current;
  const analytics = createAnalytics(config);
  holder.current = analytics;
  if (isPending(previous)) holder.waiting = previous;
  return analytics;
}

export function initAnalytics(): Promise<void> {
  // init() marks the accounts as starting at once: the replayed calls wait for the SDK there.
  const started = holder.current.init();
  const waiting = holder.waiting;
  holder.waiting = undefined;
  waiting?.replayInto(holder.current);
  return started;
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
