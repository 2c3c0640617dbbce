import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A shop may set its own bounds for one order, checked after repeated lines are merged: units
 * of one product, units in all, and the order's total in the shop's currency. A null column
 * keeps the gateway's default (orders/order-bounds.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table shops add column if not exists max_line_units integer check (max_line_units > 0)`,
    `alter table shops add column if not exists max_order_units integer check (max_order_units > 0)`,
    `alter table shops add column if not exists max_order_total numeric(14, 2) check (max_order_total > 0)`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table shops drop column if exists max_order_total',
    'alter table shops drop column if exists max_order_units',
    'alter table shops drop column if exists max_line_units',
  ]);
}
