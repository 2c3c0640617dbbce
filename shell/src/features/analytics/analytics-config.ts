import {
  createDataLayerTagManager,
  createDataLayerTransport,
  type AnalyticsAccountConfig,
  type AnalyticsAccountId,
  type AnalyticsConfig,
} from '@barrio/shared/analytics';

/**
 * The two analytics accounts are configured per deployment, not per build: index.html (or
 * the gateway serving it) carries `<meta name="analytics-account-a" content="name:token">`.
 * A missing or malformed tag leaves that account off (SPEC §9: do nothing without both).
 */
export const ANALYTICS_ACCOUNT_META: Readonly<Record<AnalyticsAccountId, string>> = {
  A: 'analytics-account-a',
  B: 'analytics-account-b',
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

export function analyticsConfigFrom(doc: Document): AnalyticsConfig {
  const accounts: Partial<Record<AnalyticsAccountId, AnalyticsAccountConfig>> = {};
  for (const id of ['A', 'B'] as const) {
    const content = doc.head.querySelector<HTMLMetaElement>(
      `meta[name="${ANALYTICS_ACCOUNT_META[id]}"]`,
    )?.content;
    const credentials = parseAccountCredentials(content);
    if (credentials) accounts[id] = { ...credentials, transport: createDataLayerTransport() };
  }
  return { accounts, tagManager: createDataLayerTagManager() };
}
