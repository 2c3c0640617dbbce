export {
  INNOVATION_COUNTRY_ID,
  INNOVATION_LOCALE,
  INNOVATION_ROUTE,
  NOT_FOUND_PATH,
  RESERVED_GROUP_PREFIXES,
  SHOP_PATHS,
  countryRootPath,
  isUuid,
  shopPath,
} from './routes';
export type { ReservedGroup, ShopPathName } from './routes';
export {
  DEFAULT_COUNTRY_ID,
  GEO_RULE_COUNTRY_IDS,
  LOCALE_QUERY_PARAM,
  PUSH_KEY_META_NAME,
  SESSION_QUERY_PARAM,
  SUPPORT_LINK_TYPE,
  TIER_COOKIE_DAYS,
  TIER_COOKIE_NAME,
  TIER_NOT_SET,
} from './shell-config';
