import type { AnalyticsConfig } from '../../config';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The accounts as the shell reads them (shell/src/features/analytics/analytics-config.ts):
 * `analytics-account-a` = `name:token`, and `analytics-api-host-a` where the account's events
 * go to the vendor instead of this gateway's collector. No tag for an account not configured.
 */
export function analyticsAccountMeta(config: AnalyticsConfig): string {
  return (['A', 'B'] as const)
    .flatMap((id) => {
      const account = config.accounts[id];
      if (!account) return [];
      const key = id.toLowerCase();
      const tags = [
        `<meta name="analytics-account-${key}" content="${escapeAttribute(`${account.name}:${account.token}`)}">`,
      ];
      if (account.apiHost) {
        tags.push(
          `<meta name="analytics-api-host-${key}" content="${escapeAttribute(account.apiHost)}">`,
        );
      }
      return tags;
    })
    .join('');
}
