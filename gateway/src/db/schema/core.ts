import type { ColumnType, Generated } from 'kysely';

/** Timestamps: read as Date, written as Date or ISO text, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb columns: written as JSON text (both drivers), read back parsed. */
export type Json<T = unknown> = ColumnType<T, string, string>;
/** Translations of a row's visible text by locale: `{"en-US": {"name": "Rice"}}`. */
export type ContentTranslations = Record<string, Record<string, string>>;
/** Optional on insert: the column defaults to no translations. */
export type TranslationsColumn = ColumnType<ContentTranslations, string | undefined, string>;
/** bytea: pg gives a Buffer, PGlite a Uint8Array. */
export type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

export interface CountriesTable {
  id: number;
  slug: string;
  iso: string;
  name: string;
  currency_symbol: string;
  locale: string;
  theme: string;
  map_lat: number;
  map_lng: number;
  created_at: CreatedAt;
}

export interface CatalogsTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface ShopsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  country_id: number;
  catalog_id: number;
  customer_type_id: Generated<number>;
  act_as_delivery_point: Generated<boolean>;
  community_leader_id: number | null;
  /** The shop's auto-confirm value: true confirms an order as soon as it is placed. */
  on_fulfillment_start: boolean | null;
  products_with_min_order_value: Generated<boolean>;
  has_delivery: Generated<boolean>;
  max_delivery_distance_meters: Generated<number>;
  lat: number;
  lng: number;
  address: string;
  owner_customer_id: number | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  /** The shop's own bounds of one order; null keeps the default (orders/order-bounds.ts). */
  max_line_units: ColumnType<number | null, number | null | undefined, number | null>;
  max_order_units: ColumnType<number | null, number | null | undefined, number | null>;
  max_order_total: ColumnType<
    string | null,
    number | string | null | undefined,
    number | string | null
  >;
  /** The shop's name by locale (a pickup point named in the shopper's language). */
  translations: TranslationsColumn;
}

export interface DeliveryTimeRangesTable {
  id: Generated<number>;
  shop_id: number;
  label: string;
  start_hour: number;
  end_hour: number;
  position: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  catalog_id: number;
  name: string;
  is_active: Generated<boolean>;
  position: Generated<number>;
  image: string | null;
  translations: TranslationsColumn;
}

export interface BrandsTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  image: string | null;
}

export interface ProductsTable {
  id: Generated<number>;
  catalog_id: number;
  category_id: number | null;
  brand_id: number | null;
  name: string;
  /** Lower-cased, accent-free name: the column searches and keyset paging run on. */
  name_normalized: string;
  price: number;
  local_price: number | null;
  scale: Generated<number>;
  discount_percentage: number | null;
  discount_max_units_per_order: number | null;
  image: string | null;
  erp_purchase_measure_unit_id: string | null;
  unit_erp_name: string;
  minimum_order_value: Generated<number>;
  max_units_per_delivery: number | null;
  max_units_per_order: number | null;
  notes: string | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  translations: TranslationsColumn;
}

export interface MenusTable {
  id: Generated<number>;
  catalog_id: number;
  name: string;
  category_id: number | null;
  url: string | null;
  position: Generated<number>;
}

export interface BannersTable {
  id: Generated<number>;
  catalog_id: number;
  /** 1 slider, 2 hero, 3 in-app. */
  type: number;
  title: string;
  image: string;
  link: string | null;
  position: Generated<number>;
  is_active: Generated<boolean>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  translations: TranslationsColumn;
}

export interface TiersTable {
  id: string;
  country_id: number;
  name: string;
  description: string | null;
  is_default: Generated<boolean>;
  position: Generated<number>;
}

export interface TierShopsTable {
  tier_id: string;
  shop_id: number;
}

export interface BeneficiaryGroupsTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  description: string | null;
  /** The community leader who coordinates the group and orders for its members. */
  community_leader_id: Generated<number | null>;
}

export type CustomerRole = 'customer' | 'support';

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  last_name: string;
  phone: string;
  email: string | null;
  country_id: number;
  tier_id: string | null;
  customer_type_id: Generated<number>;
  customer_sub_type_id: number | null;
  inswitch_entity_id: string | null;
  role: Generated<CustomerRole>;
  /** The shop the customer belongs to; its community leader may act for the customer. */
  shop_id: number | null;
  beneficiary_group_id: number | null;
  /**
   * A guest's record (one per phone) that orders without an account: never signed into, and
   * kept apart from the account that may own the same phone.
   */
  is_guest: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CommunityLeadersTable {
  id: Generated<number>;
  customer_id: number;
  shop_id: number;
}

export interface AuthCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Fixed-window counters taken atomically (sign-in codes and attempts per phone and requester). */
export interface RateCountersTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  customer_id: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface FeatureFlagsTable {
  id: Generated<number>;
  name: string;
  country_id: number;
  enabled: Generated<boolean>;
  rollout_percentage: Generated<number>;
  /** Empty lists mean every shop; otherwise the flag is on only in the listed shops. */
  shop_slugs: ColumnType<string[], string[] | undefined, string[]>;
  shop_ids: ColumnType<number[], number[] | undefined, number[]>;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  to: string;
  template: string | null;
  params: Json<Record<string, unknown> | null>;
  message: string;
  provider: string;
  status: Generated<string>;
  error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
  attempts: Generated<number>;
  /** One message per cause (order confirmation, payment outcome): a second write is a no-op. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when the worker delivering it owns it. */
  locked_until: NullableTimestamp;
  /** W3C traceparent of the request that wrote it: its delivery continues that trace. */
  traceparent: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per call to a provider, written before the call: a repeat after a crash is visible. */
export interface OutboxAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  started_at: Generated<Date>;
  finished_at: NullableTimestamp;
  /** sent, logged or failed; null while the call is in flight, or when its worker died in it. */
  outcome: string | null;
  error: string | null;
}

/** A device (keyed hash of its `barrio_device` cookie) that signed in as a phone. */
export interface SignInDevicesTable {
  phone: string;
  device_hash: string;
  created_at: Generated<Date>;
  last_signed_in_at: Generated<Date>;
}

/** A leader's invitation to a phone to join their group; powers start only once accepted. */
export interface NeighbourInvitationsTable {
  id: Generated<number>;
  community_leader_id: number;
  beneficiary_group_id: number;
  phone: string;
  first_name: string;
  last_name: Generated<string>;
  /** pending, accepted or declined. */
  status: Generated<string>;
  created_at: Generated<Date>;
  answered_at: NullableTimestamp;
}

export interface CustomerAddressesTable {
  id: Generated<number>;
  customer_id: number;
  label: string;
  main_line: string;
  details: string | null;
  lat: number | null;
  lng: number | null;
  created_at: CreatedAt;
}

export interface ProfilePicturesTable {
  customer_id: number;
  content_type: string;
  data: Bytes;
  width: number;
  height: number;
  updated_at: Timestamp;
}

export interface PushRegistrationsTable {
  id: Generated<number>;
  customer_id: number;
  firebase_token: string;
  installation_id: string;
  type: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PushTokensTable {
  id: Generated<number>;
  customer_id: number | null;
  anonymous_id: string | null;
  token: string;
  platform: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CoreTables {
  countries: CountriesTable;
  catalogs: CatalogsTable;
  shops: ShopsTable;
  delivery_time_ranges: DeliveryTimeRangesTable;
  categories: CategoriesTable;
  brands: BrandsTable;
  products: ProductsTable;
  menus: MenusTable;
  banners: BannersTable;
  tiers: TiersTable;
  tier_shops: TierShopsTable;
  beneficiary_groups: BeneficiaryGroupsTable;
  customers: CustomersTable;
  community_leaders: CommunityLeadersTable;
  auth_codes: AuthCodesTable;
  sessions: SessionsTable;
  rate_counters: RateCountersTable;
  feature_flags: FeatureFlagsTable;
  outbox_messages: OutboxMessagesTable;
  outbox_attempts: OutboxAttemptsTable;
  sign_in_devices: SignInDevicesTable;
  neighbour_invitations: NeighbourInvitationsTable;
  customer_addresses: CustomerAddressesTable;
  profile_pictures: ProfilePicturesTable;
  push_registrations: PushRegistrationsTable;
  push_tokens: PushTokensTable;
}
