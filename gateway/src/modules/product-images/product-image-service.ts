import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { emojiForCategory } from './emoji-choice';
import { renderLitePackshot } from './product-image-lite-svg';
import { renderPackshot, type PackshotInput } from './product-image-svg';

/** Bumped whenever the drawing changes, so that immutable cached copies are never stale. */
export const PRODUCT_IMAGE_VERSION = 'v2';
export const PRODUCT_IMAGE_PREFIX = `/images/products/${PRODUCT_IMAGE_VERSION}/`;
export const PRODUCT_IMAGE_SUFFIX = '.svg';

/** The same-origin URL stored in `products.image` for a product's packshot. */
export function productImagePath(productId: number): string {
  return `${PRODUCT_IMAGE_PREFIX}${productId}${PRODUCT_IMAGE_SUFFIX}`;
}

/** Pictures of the Fluent Emoji set on their own (a category's picture), by the set's name. */
export const ICON_IMAGE_PREFIX = '/images/icons/v1/';

/** The same-origin URL stored in `categories.image`: its picture from the category's name. */
export function categoryImagePath(categoryName: string): string {
  return `${ICON_IMAGE_PREFIX}${emojiForCategory(categoryName)}${PRODUCT_IMAGE_SUFFIX}`;
}

/**
 * The SQL form of productImagePath for bulk updates: `products.image` set from `products.id`.
 * Only constants of this module go into the text; the id comes from the row itself.
 */
export const productImagePathSql = sql<string>`${PRODUCT_IMAGE_PREFIX} || products.id::text || ${PRODUCT_IMAGE_SUFFIX}`;

/** The full drawing, or its lighter twin for shoppers saving data. */
export type PackshotVariant = 'full' | 'lite';

const RENDERERS: Record<PackshotVariant, (input: PackshotInput) => string> = {
  full: renderPackshot,
  lite: renderLitePackshot,
};

export interface RenderedImage {
  svg: string;
  /** Strong validator: a digest of the exact bytes served. */
  etag: string;
}

export async function findPackshotInput(
  db: Kysely<Database>,
  productId: number,
): Promise<PackshotInput | undefined> {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .leftJoin('brands', 'brands.id', 'products.brand_id')
    .select(['products.name as name', 'categories.name as category', 'brands.name as brand'])
    .where('products.id', '=', productId)
    .executeTakeFirst();
}

/**
 * Rendered packshots, least recently used first out. Keyed by what the drawing depends on (not
 * by id), so a renamed product is drawn afresh while the database stays the source of truth.
 */
export class PackshotCache {
  private readonly entries = new Map<string, RenderedImage>();

  constructor(private readonly capacity = 2000) {}

  get size(): number {
    return this.entries.size;
  }

  render(input: PackshotInput, variant: PackshotVariant = 'full'): RenderedImage {
    const key = JSON.stringify([variant, input.name, input.brand, input.category]);
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const svg = RENDERERS[variant](input);
    const digest = createHash('sha256').update(svg).digest('base64url').slice(0, 27);
    const rendered = { svg, etag: `"${PRODUCT_IMAGE_VERSION}-${digest}"` };
    this.entries.set(key, rendered);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return rendered;
  }
}
