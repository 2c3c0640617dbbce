import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Products point at the second drawing of their packshots (their own picture, brand colours and
 * pack size), the URL of the first answering 404 now; categories without a picture get theirs
 * from the Fluent Emoji set, as a newly seeded catalogue does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update products set image = '/images/products/v2/' || products.id::text || '.svg'
    where image like '/images/products/v1/%'`.execute(db);
  const categories = await sql<{ id: number; name: string }>`
    select id, name from categories where image is null`.execute(db);
  for (const category of categories.rows) {
    await sql`update categories set image = ${categoryImagePath(category.name)} where id = ${category.id}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update products set image = '/images/products/v1/' || id::text || '.svg'
    where image like '/images/products/v2/%'`.execute(db);
  await sql`update categories set image = null where image like '/images/icons/v1/%'`.execute(db);
}

// The URLs and the choice of a category's picture below are modules/product-images'
// (product-image-service.ts, emoji-choice.ts), copied rather than imported: a migration must do
// the same thing forever, whatever those modules become.

/** The accent-free, lower-case category name's start: its picture. */
const CATEGORY_EMOJI: readonly [RegExp, string][] = [
  [/^almacen/, 'canned-food'],
  [/^bebidas/, 'cup-with-straw'],
  [/^lacteos/, 'glass-of-milk'],
  [/^limpieza/, 'broom'],
  [/^higiene/, 'soap'],
  [/^panaderia/, 'bread'],
  [/^frutas|^verduras/, 'red-apple'],
  [/^carnes/, 'cut-of-meat'],
  [/^snacks/, 'popcorn'],
  [/^congelados/, 'ice-cream'],
  [/^checkout/, 'shopping-cart'],
];

function categoryImagePath(categoryName: string): string {
  const folded = categoryName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const emoji = CATEGORY_EMOJI.find(([pattern]) => pattern.test(folded))?.[1] ?? 'shopping-bags';
  return `/images/icons/v1/${emoji}.svg`;
}
