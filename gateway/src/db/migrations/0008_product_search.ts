import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Product search matches each word anywhere in the accent-free lower-case name
 * (`name_normalized like '%word%'`). Without an index that reads every active product of the
 * catalogue; a trigram GIN index answers it from the index on PostgreSQL and PGlite alike
 * (PGlite loads pg_trgm when it opens the database). The extension lives in `public` so that
 * schemas created and dropped per test never take it with them; creating it is a no-op when it
 * is there, including when another process creates it at the same moment.
 */
const upStatements = [
  `do $$ begin
     create extension if not exists pg_trgm with schema public;
   exception when unique_violation or duplicate_object then null;
   end $$`,
  `create index if not exists products_active_name_trgm_idx
    on products using gin (name_normalized public.gin_trgm_ops) where is_active`,
  `analyze products`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The extension stays: other schemas of the same database may use it.
  await runStatements(db, ['drop index if exists products_active_name_trgm_idx']);
}
