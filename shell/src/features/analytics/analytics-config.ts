import {
  createDataLayerTagManager,
  type AnalyticsAccountConfig,
  type AnalyticsAccountId,
  type AnalyticsConfig,
  type AnalyticsTransport,
} from '@barrio/shared/analytics';
import { COLLECTOR_PATHS } from '@barrio/shared/analytics-contract/paths';
import { createMixpanelTransport } from './mixpanel-transport';

/**
 * The two analytics accounts are configured per deployment, not per build: the gateway serving
 * index.html writes `<meta name="analytics-account-a" content="name:token">` (and
 * `analytics-api-host-a` when that account reports to the vendor rather than to the gateway's
 * collector). A missing or malformed tag leaves that account off (SPEC §9: do nothing
 * without both).
 */
export const ANALYTICS_ACCOUNT_META: Readonly<Record<AnalyticsAccountId, string>> = {
  A: 'analytics-account-a',
  B: 'analytics-account-b',
};
export const ANALYTICS_API_HOST_META: Readonly<Record<AnalyticsAccountId, string>> = {
  A: 'analytics-api-host-a',
  B: 'analytics-api-host-b',
};

export function parseAccountCredentials(
  content: string | null | undefined,
): { name: string; token: string } | null {
  const separator = content?.indexOf(':') ?? -1;
  if (!content || separator <= 0) return null;
  const name = content.slice(0, separator).trim();
  const token = content.slice(separator + 1).trim();
  return name && token ? { name, token } : null;
}

/** The visitor asked not to be tracked: Global Privacy Control or Do Not Track. */
export function visitorOptedOut(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.globalPrivacyControl === true || nav.doNotTrack === '1';
}

export type TransportFactory = (apiHost: string) => AnalyticsTransport;

const metaContent = (doc: Document, name: string) =>
  doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

export function analyticsConfigFrom(
  doc: Document,
  transportFor: TransportFactory = (apiHost) => createMixpanelTransport({ apiHost }),
  nav: Navigator = navigator,
): AnalyticsConfig {
  // Nothing at all for a visitor who opted out: no account, no tag manager.
  if (visitorOptedOut(nav)) return { accounts: {} };
  const accounts: Partial<Record<AnalyticsAccountId, AnalyticsAccountConfig>> = {};
  for (const id of ['A', 'B'] as const) {
    const credentials = parseAccountCredentials(metaContent(doc, ANALYTICS_ACCOUNT_META[id]));
    if (!credentials) continue;
    const apiHost =
      metaContent(doc, ANALYTICS_API_HOST_META[id])?.trim() ||
      `${doc.location?.origin ?? window.location.origin}${COLLECTOR_PATHS.base}`;
    accounts[id] = { ...credentials, transport: transportFor(apiHost) };
  }
  return { accounts, tagManager: createDataLayerTagManager() };
}
