import type { AnalyticsPayload } from './events';
import type { AnalyticsTransport, TagManagerTransport } from './transport';

type DataLayerHost = { dataLayer?: unknown[] };

function dataLayerOf(host: DataLayerHost): unknown[] {
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer;
}

function defaultHost(): DataLayerHost {
  return (typeof window === 'undefined' ? {} : window) as DataLayerHost;
}

/** Pushes an account's events onto `window.dataLayer`, tagged with the account name. */
export function createDataLayerTransport(host: DataLayerHost = defaultHost()): AnalyticsTransport {
  let account = '';
  return {
    name: 'dataLayer',
    init(credentials, options) {
      account = credentials.name;
      dataLayerOf(host).push({
        event: 'analytics_init',
        account,
        persistence: options.persistence,
      });
    },
    track(event, properties) {
      dataLayerOf(host).push({ ...properties, event, account });
    },
    page(properties) {
      dataLayerOf(host).push({ ...properties, event: 'page_view', account });
    },
  };
}

export function createDataLayerTagManager(
  host: DataLayerHost = defaultHost(),
): TagManagerTransport {
  return {
    push(tag: string, payload: AnalyticsPayload) {
      dataLayerOf(host).push({ ...payload, event: tag });
    },
  };
}
