import { onIdle } from '@barrio/shared/on-idle';
import type { AnalyticsTransport } from '@barrio/shared/analytics';
import type { Config, Mixpanel, OverridedMixpanel } from 'mixpanel-browser';

/**
 * The SDK, in a chunk of its own that the first screen never waits for. Its core build: the
 * package's main build bundles a session recorder (about 1 MB) this storefront never uses.
 */
export function loadMixpanel(): Promise<OverridedMixpanel> {
  return import(
    /* webpackChunkName: "analytics-sdk" */ 'mixpanel-browser/dist/mixpanel-core.cjs.js'
  ).then((module: { default: unknown }) => module.default as OverridedMixpanel);
}

/** Resolves once the page has loaded and the browser is idle: the SDK is never on the critical path. */
export function whenPageIsIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => onIdle(resolve, 4000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

export interface MixpanelTransportOptions {
  /** The collector (this gateway's by default) or the vendor's API host. */
  apiHost: string;
  load?: () => Promise<OverridedMixpanel>;
  whenIdle?: () => Promise<void>;
}

/**
 * One account as one named mixpanel-browser instance (`init(token, config, name)`). Page views
 * come from the analytics facade (it tracks one when the account starts and on every route
 * change), so the SDK's own automatic page view stays off to avoid counting each twice.
 */
export function createMixpanelTransport({
  apiHost,
  load = loadMixpanel,
  whenIdle = whenPageIsIdle,
}: MixpanelTransportOptions): AnalyticsTransport {
  let instance: Mixpanel | null = null;
  return {
    name: 'mixpanel',
    async init({ name, token }, options) {
      await whenIdle();
      const mixpanel = await load();
      const config: Partial<Config> = {
        api_host: apiHost,
        persistence: options.persistence,
        track_pageview: false,
        batch_requests: true,
        // No IP-based geolocation and none of the SDK's automatic capture: only our events.
        ip: false,
        autocapture: false,
        record_sessions_percent: 0,
      };
      instance = mixpanel.init(token, config, name);
    },
    track(event, properties) {
      instance?.track(event, properties);
    },
    page(properties) {
      instance?.track_pageview(properties);
    },
  };
}
