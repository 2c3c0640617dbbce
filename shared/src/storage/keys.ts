/** Every localStorage key the storefront uses (SPEC §3), in one place. */
export const STORAGE_KEYS = {
  recentSearches: 'recent_searches',
  cart: 'cart',
  phone: 'phone',
  /**
   * Where earlier versions kept the session token. Never written now: the token lives only in
   * the HttpOnly cookie, out of reach of any script; a leftover copy is removed.
   */
  legacySessionToken: 'token',
  total: 'total',
  quantity: 'quantity',
  customer: 'customer',
  detail: 'detail',
  anonymousId: 'anonymous_id',
  customerId: 'customer_id',
  closeBanner: 'close_banner',
  /** Visits (browser sessions) to the storefront, counted once per session. */
  visitCount: 'visit_count',
  tierId: 'tier_id',
  customerEmail: 'customer_email',
  isNativeApp: 'is_native_app',
  geoConfirmed: 'geo_confirmed',
  lastOrder: 'last_order',
  distanceType: 'distance_type',
  couponData: 'coupon_data',
  minimumPurchaseAmount: 'minimum_purchase_amount',
  buyerFirstName: 'nombre',
  buyerLastName: 'apellido',
  buyerPhone: 'telefono',
  buyerEmail: 'email',
  fbclid: 'fbclid',
  pushTokenSavedAt: 'push_token_saved_at',
  featureRollout: 'feature_rollout',
  debugBus: 'barrio_debug_bus',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
