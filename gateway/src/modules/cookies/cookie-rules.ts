import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieRule {
  value: z.ZodType<string>;
  /** Default lifetime in days when the caller gives no `exp`. */
  defaultDays: number;
  maxDays: number;
}

/** The only cookies the storefront may set through the API; the session cookie is never among them. */
export const COOKIE_RULES: Record<string, CookieRule> = {
  tier: {
    value: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'Not a tier id.'),
    defaultDays: 60,
    maxDays: 60,
  },
  geo_confirmed: {
    value: z.enum(['true', 'false', 'AR', 'MX', 'PE', 'CO', 'EC', 'HN', 'SV']),
    defaultDays: 365,
    maxDays: 365,
  },
  fbclid: {
    value: z.string().regex(/^[A-Za-z0-9_.-]{1,500}$/, 'Not a click id.'),
    defaultDays: 2,
    maxDays: 2,
  },
  distance_type: { value: z.enum(['metric', 'blocks', 'walking']), defaultDays: 365, maxDays: 365 },
  close_banner: { value: z.enum(['true', 'false']), defaultDays: 30, maxDays: 365 },
  anonymous_id: {
    value: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Not an anonymous id.'),
    defaultDays: 365,
    maxDays: 365,
  },
};

export const ALLOWED_COOKIES = Object.keys(COOKIE_RULES);

export function cookieMaxAgeMs(rule: CookieRule, expDays: number | undefined): number {
  return Math.min(expDays ?? rule.defaultDays, rule.maxDays) * DAY_MS;
}
