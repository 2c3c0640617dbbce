import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import {
  categoryImagePath,
  productImagePathSql,
} from '../../modules/product-images/product-image-service';

/**
 * Products point at the second drawing of their packshots (their own picture, brand colours and
 * pack size), the URL of the first answering 404 now; categories without a picture get theirs
 * from the Fluent Emoji set, as a newly seeded catalogue does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update products set image = ${productImagePathSql} where image like '/images/products/v1/%'`.execute(
    db,
  );
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
