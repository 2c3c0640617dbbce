import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

const upStatements = [
  `create table countries (
    id integer primary key,
    slug text not null unique,
    iso text not null,
    name text not null,
    currency_symbol text not null,
    locale text not null,
    theme text not null default 'default',
    map_lat double precision not null,
    map_lng double precision not null,
    created_at timestamptz not null default now()
  )`,
  `create table catalogs (
    id serial primary key,
    country_id integer not null references countries(id),
    name text not null,
    created_at timestamptz not null default now()
  )`,
  `create table customers (
    id serial primary key,
    name text not null,
    last_name text not null default '',
    phone text not null unique,
    email text,
    country_id integer not null references countries(id),
    tier_id text,
    customer_type_id integer not null default 1,
    customer_sub_type_id integer,
    inswitch_entity_id text,
    role text not null default 'customer' check (role in ('customer', 'support')),
    shop_id integer,
    beneficiary_group_id integer,
    created_at timestamptz not null default now()
  )`,
  `create table shops (
    id serial primary key,
    slug text not null unique,
    name text not null,
    country_id integer not null references countries(id),
    catalog_id integer not null references catalogs(id),
    customer_type_id integer not null default 1,
    act_as_delivery_point boolean not null default false,
    community_leader_id integer,
    on_fulfillment_start boolean,
    products_with_min_order_value boolean not null default false,
    has_delivery boolean not null default false,
    max_delivery_distance_meters integer not null default 2000,
    lat double precision not null,
    lng double precision not null,
    address text not null default '',
    owner_customer_id integer references customers(id),
    is_active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create index shops_country_idx on shops (country_id)`,
  `create index shops_owner_idx on shops (owner_customer_id)`,
  `alter table customers add constraint customers_shop_fk foreign key (shop_id) references shops(id)`,
  `create index customers_shop_idx on customers (shop_id)`,
  `create table community_leaders (
    id serial primary key,
    customer_id integer not null references customers(id),
    shop_id integer not null references shops(id),
    unique (customer_id, shop_id)
  )`,
  `create index community_leaders_shop_idx on community_leaders (shop_id)`,
  `create table delivery_time_ranges (
    id serial primary key,
    shop_id integer not null references shops(id) on delete cascade,
    label text not null,
    start_hour integer not null,
    end_hour integer not null,
    position integer not null default 0
  )`,
  `create index delivery_time_ranges_shop_idx on delivery_time_ranges (shop_id)`,
  `create table categories (
    id serial primary key,
    catalog_id integer not null references catalogs(id),
    name text not null,
    is_active boolean not null default true,
    position integer not null default 0,
    image text
  )`,
  `create index categories_catalog_idx on categories (catalog_id, position)`,
  `create table brands (
    id serial primary key,
    country_id integer not null references countries(id),
    name text not null,
    image text,
    unique (country_id, name)
  )`,
  `create table products (
    id serial primary key,
    catalog_id integer not null references catalogs(id),
    category_id integer references categories(id),
    brand_id integer references brands(id),
    name text not null,
    name_normalized text not null,
    price double precision not null check (price >= 0),
    local_price double precision check (local_price is null or local_price >= 0),
    scale integer not null default 1 check (scale >= 1),
    discount_percentage double precision check (discount_percentage is null or (discount_percentage > 0 and discount_percentage < 100)),
    discount_max_units_per_order integer,
    image text,
    erp_purchase_measure_unit_id text,
    unit_erp_name text not null default 'unidad',
    minimum_order_value double precision not null default 0,
    max_units_per_delivery integer,
    max_units_per_order integer,
    notes text,
    is_active boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  // Keyset paging: (catalog, name, id) for the whole catalogue and within a category or brand.
  `create index products_catalog_name_idx on products (catalog_id, name_normalized, id)`,
  `create index products_category_name_idx on products (category_id, name_normalized, id)`,
  `create index products_brand_name_idx on products (catalog_id, brand_id, name_normalized, id)`,
  `create table menus (
    id serial primary key,
    catalog_id integer not null references catalogs(id),
    name text not null,
    category_id integer references categories(id),
    url text,
    position integer not null default 0
  )`,
  `create index menus_catalog_idx on menus (catalog_id, position)`,
  `create table banners (
    id serial primary key,
    catalog_id integer not null references catalogs(id),
    type integer not null check (type in (1, 2, 3)),
    title text not null,
    image text not null,
    link text,
    position integer not null default 0,
    is_active boolean not null default true,
    starts_at timestamptz,
    ends_at timestamptz
  )`,
  `create index banners_catalog_idx on banners (catalog_id, type, position)`,
  `create table tiers (
    id text primary key,
    country_id integer not null references countries(id),
    name text not null,
    description text,
    is_default boolean not null default false,
    position integer not null default 0
  )`,
  `create table tier_shops (
    tier_id text not null references tiers(id) on delete cascade,
    shop_id integer not null references shops(id) on delete cascade,
    primary key (tier_id, shop_id)
  )`,
  `create table beneficiary_groups (
    id serial primary key,
    country_id integer not null references countries(id),
    name text not null,
    description text
  )`,
  `alter table customers add constraint customers_tier_fk foreign key (tier_id) references tiers(id)`,
  `alter table customers add constraint customers_group_fk foreign key (beneficiary_group_id) references beneficiary_groups(id)`,
  `create table auth_codes (
    id serial primary key,
    phone text not null,
    code_hash text not null,
    expires_at timestamptz not null,
    attempts integer not null default 0,
    consumed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  `create index auth_codes_phone_idx on auth_codes (phone, created_at desc)`,
  `create table sessions (
    id serial primary key,
    token_hash text not null unique,
    customer_id integer not null references customers(id) on delete cascade,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create table feature_flags (
    id serial primary key,
    name text not null,
    country_id integer not null references countries(id),
    enabled boolean not null default true,
    rollout_percentage integer not null default 100 check (rollout_percentage between 0 and 100),
    shop_slugs text[] not null default '{}',
    shop_ids integer[] not null default '{}',
    unique (name, country_id)
  )`,
  `create table outbox_messages (
    id serial primary key,
    "to" text not null,
    template text,
    params jsonb,
    message text not null,
    provider text not null,
    status text not null default 'pending',
    error text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  `create index outbox_messages_created_idx on outbox_messages (created_at desc, id desc)`,
  `create index outbox_messages_to_idx on outbox_messages ("to", created_at desc)`,
  `create table customer_addresses (
    id serial primary key,
    customer_id integer not null references customers(id) on delete cascade,
    label text not null,
    main_line text not null,
    details text,
    lat double precision,
    lng double precision,
    created_at timestamptz not null default now()
  )`,
  `create index customer_addresses_customer_idx on customer_addresses (customer_id, id)`,
  `create table profile_pictures (
    customer_id integer primary key references customers(id) on delete cascade,
    content_type text not null,
    data bytea not null,
    width integer not null,
    height integer not null,
    updated_at timestamptz not null default now()
  )`,
  `create table push_registrations (
    id serial primary key,
    customer_id integer not null references customers(id) on delete cascade,
    firebase_token text not null,
    installation_id text not null unique,
    type text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table push_tokens (
    id serial primary key,
    customer_id integer references customers(id) on delete cascade,
    anonymous_id text,
    token text not null unique,
    platform text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
];

const downTables = [
  'push_tokens',
  'push_registrations',
  'profile_pictures',
  'customer_addresses',
  'outbox_messages',
  'feature_flags',
  'sessions',
  'auth_codes',
  'community_leaders',
  'tier_shops',
  'banners',
  'menus',
  'products',
  'brands',
  'categories',
  'delivery_time_ranges',
  'customers',
  'shops',
  'tiers',
  'beneficiary_groups',
  'catalogs',
  'countries',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    downTables.map((table) => `drop table if exists ${table} cascade`),
  );
}
