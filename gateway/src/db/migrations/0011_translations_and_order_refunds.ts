import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Shop content a visitor reads (product and category names, banner titles) may carry
 * translations by locale, e.g. `{"en-US": {"name": "Long-grain rice"}}`. A locale without an
 * entry falls back to the original text, so an empty object is always valid.
 */
const TABLES = ['products', 'categories', 'banners'] as const;

/**
 * Every order read sums the order's wallet refunds (`refund_total`): a partial index by order
 * keeps that a lookup of the few refund rows instead of a scan of every movement.
 */
const REFUND_INDEX = `create index if not exists wallet_movements_order_refund_idx
  on wallet_movements (order_id) where kind = 'refund'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    ...TABLES.map(
      (table) =>
        `alter table ${table} add column if not exists translations jsonb not null default '{}'::jsonb`,
    ),
    REFUND_INDEX,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists wallet_movements_order_refund_idx',
    ...TABLES.map((table) => `alter table ${table} drop column if exists translations`),
  ]);
}
