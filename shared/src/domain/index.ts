export type { CatalogProduct, ProductDiscount } from './product';

export { formatAmount, formatMoney, roundMoney } from './money';
export {
  discountPercent,
  isDiscounted,
  priceLine,
  referenceUnitPrice,
  saleUnitPrice,
} from './pricing';
export type { PriceLine } from './pricing';
export { allowedQuantity, capQuantity, quantityLimit } from './quantity';
export {
  QUARTER_KILOS,
  WEIGHT_STEP_KG,
  WHOLE_UNITS,
  floorToStep,
  formatWeight,
  isAllowedQuantity,
  isSoldByWeight,
  normalizeQuantity,
  quantityRule,
  roundToStep,
} from './quantity-rule';
export type { QuantityRule } from './quantity-rule';
export { minimumOrderValue, missingForMinimum } from './minimum-order';
export type { MinimumOrderLine } from './minimum-order';

export {
  addToCart,
  cartItemCount,
  cartLineFor,
  cartTotals,
  pruneCartLines,
  removeFromCart,
  setCartLineQuantity,
  toOrderLines,
} from './cart';
export type { CartLine, OrderLinePayload } from './cart';

export { formatDeliveryDate, parseDeliveryDate } from './delivery-date';
export type { DateParts } from './delivery-date';
export { timeRangeLabel } from './time-range';
export { lowercaseGuestName, titleCaseName } from './guest';
export { formatMeasure, formatUnitDisplay, unitLabel } from './units';
export {
  CONFIRMATION_MESSAGE_CAP,
  MORE_PRODUCTS_MARKER,
  buildConfirmationMessage,
} from './confirmation-message';
export type {
  ConfirmationMessageInput,
  ConfirmationMessageLine,
  PaymentAccountInput,
} from './confirmation-message';

export {
  DISTANCE_STYLES,
  EARTH_DIAMETER_KM,
  METERS_PER_BLOCK,
  WALKING_SPEED_KMH,
  blocksFor,
  distanceMeters,
  formatDistance,
  pickDistanceStyle,
  walkingMinutes,
} from './distance';
export type { DistanceStyle } from './distance';
export { toLatLng } from './location';
export type { LocationLike } from './location';
export { sortPickupPoints } from './pickup-points';
export type { SortablePickupPoint } from './pickup-points';

export { isInRollout, rolloutBucket } from './rollout';
export { isValidInstallationId } from './installation-id';
export { addRecentSearch, removeRecentSearch } from './recent-searches';
export { resolveTierId } from './tier';
export type { TierSources } from './tier';
export { RECENT_ORDER_CUTOFF, hasActiveOrderSinceCutoff, latestActiveOrder } from './orders';
export type { DatedOrder } from './orders';
export { splitWalletPayment, walletFeaturesEnabled, walletPaymentEnabled } from './wallet';
export type { WalletEligibility, WalletSplit } from './wallet';

export { PAYMENT_METHOD, isPaymentMethodId, paymentMethodsForCountry } from './payment-methods';
export type { PaymentMethodId, PaymentMethodOption, PaymentMethodType } from './payment-methods';
export {
  COUPON_ERROR,
  COUPON_ERROR_CODES,
  isCouponErrorCode,
  isInvalidCouponError,
  isMinimumPurchaseError,
} from './coupon-errors';
export type { CouponErrorCode } from './coupon-errors';

export {
  BANNER_TYPE,
  BUSINESS_CUSTOMER_TYPE_ID,
  CANCEL_REASONS,
  DEFAULT_MAP_ZOOM,
  DEFAULT_MAX_DELIVERY_DISTANCE_M,
  DEFAULT_PAYMENT_METHOD_ID,
  EDIT_ORDER_ACTIONS,
  FBCLID_TTL_MS,
  FEATURE_FLAGS,
  IS_DONATION,
  NEARBY_SHOPS_RADIUS_M,
  ORDER_STATUSES,
  PICKUP_HOUR_LABEL,
  PUSH_TOKEN_COOKIE_DAYS,
  PUSH_TOKEN_REFRESH_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
  RECENT_SEARCHES_MAX,
  TIER_NOTICE_MS,
  TIER_NOT_SET,
  WALLET_BUSINESS_SUB_TYPE_ID,
  WEB_PUSH_HEARTBEAT_MS,
  WEB_PUSH_MAX_STORED,
  WEB_PUSH_REFRESH_MS,
} from './constants';
export type {
  BannerType,
  CancelReason,
  EditOrderAction,
  FeatureFlagName,
  OrderStatus,
} from './constants';
export {
  LITE_IMAGE_SUFFIX,
  RASTER_IMAGE_WIDTHS,
  imageSources,
  liteProductImageUrl,
  rasterImageSuffix,
  rasterImageUrl,
  type ImageSources,
  type RasterImageWidth,
} from './product-image-url';
