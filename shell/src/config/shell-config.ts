/** Query parameter that overrides the locale chosen from the shop's country. */
export const LOCALE_QUERY_PARAM = 'locale';

/** Query parameter that carries the customer id so that session replays can be matched. */
export const SESSION_QUERY_PARAM = 'session_id';

/** Country shown when nothing on the route says which one (SPEC §1: es-MX is the default). */
export const DEFAULT_COUNTRY_ID = 2;

/** Countries the geo rule watches (SPEC §2: AR and MX). */
export const GEO_RULE_COUNTRY_IDS: readonly number[] = [1, 2];

/** Cookie (through /api/cookies) that remembers the visitor's tier between visits. */
export const TIER_COOKIE_NAME = 'tier';
export const TIER_COOKIE_DAYS = 60;
export const TIER_NOT_SET = 'not_set';

/** `<meta name="push-public-key">` in index.html carries the web-push application key. */
export const PUSH_KEY_META_NAME = 'push-public-key';

/** The chat the footer and the support widget open (shared/countries SupportType). */
export const SUPPORT_LINK_TYPE = 'chatbot';
