import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A shop's name may carry translations by locale, as products, categories and banners do
 * (0011): a pickup point is named in the shopper's language in the nearby list and in the
 * order message, e.g. `{"en-US": {"name": "Mexico City Downtown pickup point"}}`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table shops add column if not exists translations jsonb not null default '{}'::jsonb`,
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['alter table shops drop column if exists translations']);
}
