import type { AnalyticsPayload } from './events';

export interface AnalyticsAccountCredentials {
  name: string;
  token: string;
}

export interface AnalyticsInitOptions {
  /** Page views are tracked from the start. */
  trackPageView: boolean;
  /** Where the vendor keeps its visitor state. */
  persistence: 'localStorage';
}

/** One analytics vendor account; the real vendors are wired in by the shell. */
export interface AnalyticsTransport {
  readonly name: string;
  init(account: AnalyticsAccountCredentials, options: AnalyticsInitOptions): void | Promise<void>;
  track(event: string, properties: AnalyticsPayload): void | Promise<void>;
  page(properties: AnalyticsPayload): void | Promise<void>;
}

/** The tag manager's side: one tagged object per event. */
export interface TagManagerTransport {
  push(tag: string, payload: AnalyticsPayload): void;
}
