import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

// Money is numeric(14,2) so that balance checks and sums are exact in the database.
const up_statements = [
  `create table coupons (
    id serial primary key,
    code text not null unique check (code = upper(code)),
    description text not null default '',
    discount_type text not null check (discount_type in ('percent', 'amount')),
    discount_value numeric(14,2) not null check (discount_value > 0),
    min_purchase numeric(14,2) not null default 0 check (min_purchase >= 0),
    valid_from timestamptz,
    valid_until timestamptz,
    max_uses integer check (max_uses is null or max_uses >= 0),
    uses integer not null default 0 check (uses >= 0),
    max_uses_per_customer integer check (max_uses_per_customer is null or max_uses_per_customer > 0),
    country_id integer references countries(id),
    customer_type_id integer,
    created_at timestamptz not null default now()
  )`,
  // No rows for a coupon: valid in every shop (of its country when it has one).
  `create table coupon_shops (
    coupon_id integer not null references coupons(id) on delete cascade,
    shop_id integer not null references shops(id) on delete cascade,
    primary key (coupon_id, shop_id)
  )`,
  `create table orders (
    id uuid primary key,
    code text not null unique,
    customer_id integer not null references customers(id),
    shop_id integer not null references shops(id),
    country_id integer not null references countries(id),
    status text not null check (status in ('pending', 'confirmed', 'ready', 'delivered', 'canceled')),
    payment_method_id integer not null,
    payment_status text not null default 'not_required'
      check (payment_status in ('not_required', 'pending', 'paid', 'failed', 'refunded')),
    coupon_id integer references coupons(id),
    coupon_code text,
    tier_id text references tiers(id),
    delivery_address_id integer,
    delivery_address_main_line text,
    customer_delivery_address jsonb,
    delivery_date text not null check (delivery_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    delivery_time_range_id integer references delivery_time_ranges(id),
    notes text,
    is_donation boolean not null default false,
    acting_community_leader_id integer references community_leaders(id),
    sum_of_line_totals numeric(14,2) not null,
    discount_value numeric(14,2) not null default 0,
    service_charge_value numeric(14,2) not null default 0,
    total numeric(14,2) not null check (total >= 0),
    wallet_debit numeric(14,2) not null default 0 check (wallet_debit >= 0),
    delivery_code text not null,
    delivery_code_attempts integer not null default 0,
    cancel_reason text,
    delivered_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index orders_customer_created_idx on orders (customer_id, created_at desc, id desc)`,
  `create index orders_shop_idx on orders (shop_id, created_at desc)`,
  `create index orders_customer_date_idx on orders (customer_id, delivery_date)`,
  `create sequence order_code_seq start 100001`,
  `create table order_lines (
    id serial primary key,
    order_id uuid not null references orders(id) on delete cascade,
    product_id integer not null references products(id),
    name text not null,
    quantity numeric(12,3) not null check (quantity > 0),
    unit_price numeric(14,2) not null,
    regular_unit_price numeric(14,2) not null,
    items_with_discount numeric(12,3) not null,
    items_without_discount numeric(12,3) not null,
    line_total numeric(14,2) not null,
    line_total_without_discount numeric(14,2) not null,
    category_id integer,
    category_name text,
    unit_erp_name text not null,
    notes text,
    product jsonb not null,
    unique (order_id, product_id)
  )`,
  `create index order_lines_product_idx on order_lines (product_id)`,
  `create table order_status_history (
    id serial primary key,
    order_id uuid not null references orders(id) on delete cascade,
    from_status text,
    to_status text not null,
    reason text,
    actor_customer_id integer references customers(id),
    created_at timestamptz not null default now()
  )`,
  `create index order_status_history_order_idx on order_status_history (order_id, id)`,
  `create table coupon_redemptions (
    id serial primary key,
    coupon_id integer not null references coupons(id),
    customer_id integer not null references customers(id),
    order_id uuid not null unique references orders(id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
  `create index coupon_redemptions_customer_idx on coupon_redemptions (coupon_id, customer_id)`,
  // A unique (scope, key) row makes one gateway instance win a key across a whole cluster.
  `create table idempotency_keys (
    scope text not null,
    key text not null,
    request_hash text not null,
    state text not null check (state in ('in_flight', 'done')),
    response_status integer,
    response_body jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (scope, key)
  )`,
  `create table wallets (
    customer_id integer primary key references customers(id) on delete cascade,
    balance numeric(14,2) not null default 0 check (balance >= 0),
    updated_at timestamptz not null default now()
  )`,
  `create table wallet_movements (
    id serial primary key,
    customer_id integer not null references wallets(customer_id) on delete cascade,
    amount numeric(14,2) not null check (amount <> 0),
    kind text not null check (kind in ('credit', 'debit', 'refund', 'adjustment')),
    description text not null,
    order_id uuid references orders(id),
    created_at timestamptz not null default now()
  )`,
  `create index wallet_movements_customer_idx on wallet_movements (customer_id, created_at desc, id desc)`,
  `create table payment_links (
    id text primary key,
    order_id uuid not null references orders(id) on delete cascade,
    provider text not null,
    amount numeric(14,2) not null,
    status text not null check (status in ('pending', 'approved', 'declined', 'expired')),
    url text not null,
    community_leader_id integer,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index payment_links_order_idx on payment_links (order_id)`,
  // Every /api/sendmessage call is logged so that the rate limit holds across gateway instances.
  `create table message_requests (
    id serial primary key,
    sender_customer_id integer not null references customers(id),
    "to" text not null,
    outbox_message_id integer,
    created_at timestamptz not null default now()
  )`,
  `create index message_requests_sender_idx on message_requests (sender_customer_id, created_at desc)`,
];

const down_tables = [
  'message_requests',
  'payment_links',
  'wallet_movements',
  'wallets',
  'idempotency_keys',
  'coupon_redemptions',
  'order_status_history',
  'order_lines',
  'orders',
  'coupon_shops',
  'coupons',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, up_statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...down_tables.map((table) => `drop table if exists ${table} cascade`),
    'drop sequence if exists order_code_seq',
  ]);
}
