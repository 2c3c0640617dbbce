export const DEFAULT_PAYMENT_METHOD_ID = 1;
/** Orders are never donations in this product. */
export const IS_DONATION = false;
export const NEARBY_SHOPS_RADIUS_M = 10000;
export const DEFAULT_MAX_DELIVERY_DISTANCE_M = 2000;
export const PICKUP_HOUR_LABEL = '6pm';
export const TIER_NOTICE_MS = 10_000;
export const TIER_NOT_SET = 'not_set';
export const DEFAULT_MAP_ZOOM = 15;
export const RECENT_SEARCHES_MAX = 5;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_STALE_TIME_MS = 30 * 1000;
export const QUERY_RETRY = 1;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const PUSH_TOKEN_REFRESH_MS = 48 * HOUR_MS;
export const PUSH_TOKEN_COOKIE_DAYS = 60;
export const WEB_PUSH_REFRESH_MS = 7 * DAY_MS;
export const WEB_PUSH_HEARTBEAT_MS = DAY_MS;
export const WEB_PUSH_MAX_STORED = 30;
export const FBCLID_TTL_MS = 2 * DAY_MS;

/** Customer type of business (SG) shops, and the sub type allowed to use the wallet there. */
export const BUSINESS_CUSTOMER_TYPE_ID = 3;
export const WALLET_BUSINESS_SUB_TYPE_ID = 2;

export const CANCEL_REASONS = [
  'customer_canceled',
  'invalid_data',
  'dropoff_closed_point',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const ORDER_STATUSES = ['pending', 'confirmed', 'ready', 'delivered', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const EDIT_ORDER_ACTIONS = ['remove_lines', 'patch_lines', 'add_lines'] as const;
export type EditOrderAction = (typeof EDIT_ORDER_ACTIONS)[number];

export const BANNER_TYPE = { SLIDER: 1, HERO: 2, IN_APP: 3 } as const;
export type BannerType = (typeof BANNER_TYPE)[keyof typeof BANNER_TYPE];

export const FEATURE_FLAGS = [
  'new_checkout',
  'decimal_quantities',
  'show_address_book',
  'manual_address',
  'support_widget',
  'home_toggle',
  'guest_checkout',
  'coupons',
  'wallet_payment',
  'payment_link',
  'delivery_time_ranges',
  'edit_order',
  'cancel_order',
  'delivery_code',
  'push_notifications',
  'web_push',
  'recent_searches',
  'brands_filter',
  'banner_slider',
  'banner_hero',
  'banner_in_app',
  'automatic_flash_deals',
  'tier_pricing',
  'tier_notice',
  'geo_welcome_modal',
  'nearby_shops',
  'pickup_points_map',
  'distance_display',
  'profile_picture',
  'beneficiary_group',
  'session_replay',
  'minimum_order_value',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];
