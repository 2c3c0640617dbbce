import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Shop content a visitor reads (product and category names, banner titles) may carry
 * translations by locale, e.g. `{"en-US": {"name": "Long-grain rice"}}`. A locale without an
 * entry falls back to the original text, so an empty object is always valid.
 */
const TABLES = ['products', 'categories', 'banners'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    TABLES.map(
      (table) =>
        `alter table ${table} add column if not exists translations jsonb not null default '{}'::jsonb`,
    ),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    TABLES.map((table) => `alter table ${table} drop column if exists translations`),
  );
}
