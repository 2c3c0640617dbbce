import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Payments tied to an order version, the pickup point as part of the order, the "ready for
 * pickup" moment, and the accounts shoppers pay to by transfer, Yape or BCP.
 */
const upStatements = [
  // Bumped whenever the amount due can change; a payment link is only good for its version.
  `alter table orders add column version integer not null default 1`,
  `alter table orders add column pickup_point_shop_id integer references shops(id)`,
  `alter table orders add column ready_at timestamptz`,
  `create index orders_pickup_point_idx on orders (pickup_point_shop_id) where pickup_point_shop_id is not null`,
  `create index orders_shop_delivery_date_idx on orders (shop_id, delivery_date)`,
  `alter table payment_links add column order_version integer not null default 1`,
  `alter table payment_links add column expires_at timestamptz`,
  `update payment_links set expires_at = created_at + interval '1 hour' where expires_at is null`,
  `alter table payment_links alter column expires_at set not null`,
  // One live link per order: concurrent requests cannot create a second payable link.
  `update payment_links l set status = 'expired'
     where status = 'pending' and exists (
       select 1 from payment_links n
        where n.order_id = l.order_id and n.status = 'pending' and n.created_at > l.created_at)`,
  `create unique index payment_links_one_live_idx on payment_links (order_id) where status = 'pending'`,
  `create table shop_payment_accounts (
    shop_id integer not null references shops(id) on delete cascade,
    payment_method_id integer not null,
    holder text not null,
    account text not null,
    bank text,
    primary key (shop_id, payment_method_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table if exists shop_payment_accounts',
    'drop index if exists payment_links_one_live_idx',
    'alter table payment_links drop column if exists expires_at',
    'alter table payment_links drop column if exists order_version',
    'drop index if exists orders_shop_delivery_date_idx',
    'drop index if exists orders_pickup_point_idx',
    'alter table orders drop column if exists ready_at',
    'alter table orders drop column if exists pickup_point_shop_id',
    'alter table orders drop column if exists version',
  ]);
}
