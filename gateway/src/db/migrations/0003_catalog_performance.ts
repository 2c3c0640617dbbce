import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Shoppers only ever see active products, always in (name, id) keyset order, so partial indexes
 * on exactly that filter and order let a page be read straight off the index, stopping after
 * `limit` rows, instead of sorting the whole catalogue (or category, or brand) on every request.
 * The category index leads with the catalogue because the category filter always comes with one.
 */
const upStatements = [
  `create index if not exists products_active_catalog_name_idx
    on products (catalog_id, name_normalized, id) where is_active`,
  `create index if not exists products_active_category_name_idx
    on products (catalog_id, category_id, name_normalized, id) where is_active`,
  `create index if not exists products_active_brand_name_idx
    on products (catalog_id, brand_id, name_normalized, id) where is_active`,
  // Existing databases get statistics for the new indexes at once; PGlite has no autovacuum.
  `analyze products`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists products_active_brand_name_idx',
    'drop index if exists products_active_category_name_idx',
    'drop index if exists products_active_catalog_name_idx',
  ]);
}
