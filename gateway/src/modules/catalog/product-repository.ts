import { sql, type SelectQueryBuilder } from 'kysely';
import type { CatalogProduct } from '@barrio/shared/domain';
import type { Database, DbOrTx } from '../../db/schema';
import type { ContentTranslations } from '../../db/schema/core';
import { normalizeName } from '../../db/normalize-name';

export const productColumns = [
  'products.id',
  'products.catalog_id',
  'products.name',
  'products.name_normalized',
  'products.price',
  'products.local_price',
  'products.scale',
  'products.discount_percentage',
  'products.discount_max_units_per_order',
  'products.image',
  'products.erp_purchase_measure_unit_id',
  'products.unit_erp_name',
  'products.minimum_order_value',
  'products.max_units_per_delivery',
  'products.max_units_per_order',
  'products.notes',
  'products.category_id',
  'products.brand_id',
  'products.translations',
] as const;

export interface ProductRow {
  id: number;
  catalog_id: number;
  name: string;
  name_normalized: string;
  price: number;
  local_price: number | null;
  scale: number;
  discount_percentage: number | null;
  discount_max_units_per_order: number | null;
  image: string | null;
  erp_purchase_measure_unit_id: string | null;
  unit_erp_name: string;
  minimum_order_value: number;
  max_units_per_delivery: number | null;
  max_units_per_order: number | null;
  notes: string | null;
  category_id: number | null;
  brand_id: number | null;
  /** Only the catalogue's reads select them: order pricing keeps the original name. */
  translations?: ContentTranslations;
}

/** The API shape of a product (SPEC §3), shared with order pricing. */
export function toCatalogProduct(row: ProductRow): CatalogProduct {
  return {
    id: row.id,
    name: row.name,
    price: Number(row.price),
    local_price: row.local_price === null ? null : Number(row.local_price),
    scale: row.scale,
    'product-discount':
      row.discount_percentage === null
        ? null
        : {
            discount_percentage: Number(row.discount_percentage),
            max_units_per_order: row.discount_max_units_per_order,
          },
    'master-product': {
      image: row.image,
      erp_purchase_measure_unit_id: row.erp_purchase_measure_unit_id,
    },
    unit_of_measurement: { erp_name: row.unit_erp_name },
    minimum_order_value: Number(row.minimum_order_value),
    max_units_per_delivery: row.max_units_per_delivery,
    max_units_per_order: row.max_units_per_order,
    notes: row.notes,
    category_id: row.category_id,
    brand_id: row.brand_id,
  };
}

/** Active products of a catalogue by id (order pricing reads them through here). */
export async function findProductsByIds(
  db: DbOrTx,
  catalogId: number,
  ids: number[],
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products')
    .select(productColumns)
    .where('catalog_id', '=', catalogId)
    .where('is_active', '=', true)
    .where('id', 'in', ids)
    .execute();
}

export interface ProductSearch {
  catalogId: number;
  q?: string;
  /** A locale the visitor reads names in: its translated names are searched as well. */
  locale?: string;
  categoryId?: number;
  brandId?: number;
  after?: { name: string; id: number };
  limit: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The part of a Spanish word its singular and plural share, so that either finds both:
 * `tomates` → `tomat` (tomate, tomates), `limones` → `limon`, `galletas` → `galleta`,
 * `arroces` → `arroz`. Short words are left alone (`sal`, `gas`, `res`).
 */
export function searchStem(word: string): string {
  if (word.length > 4 && word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  if (word.length > 4 && word.endsWith('es')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The words a search matches on: normalised (no accents, lower case), stemmed, at most eight. */
export function searchWords(q: string | undefined): string[] {
  return normalizeName(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map(searchStem);
}

function filtered(db: DbOrTx, search: Omit<ProductSearch, 'after' | 'limit'>) {
  let query: SelectQueryBuilder<Database, 'products', object> = db
    .selectFrom('products')
    .where('products.catalog_id', '=', search.catalogId)
    .where('products.is_active', '=', true);
  if (search.categoryId !== undefined)
    query = query.where('products.category_id', '=', search.categoryId);
  if (search.brandId !== undefined) query = query.where('products.brand_id', '=', search.brandId);
  const { locale } = search;
  for (const word of searchWords(search.q)) {
    const pattern = `%${escapeLike(word)}%`;
    // The English demo shows 'Long-grain rice': 'rice' must find it as 'arroz' does.
    query = locale
      ? query.where(
          sql<boolean>`(products.name_normalized like ${pattern} escape '\\'
            or lower(products.translations -> ${locale}::text ->> 'name') like ${pattern} escape '\\')`,
        )
      : query.where(sql<boolean>`products.name_normalized like ${pattern} escape '\\'`);
  }
  return query;
}

/** The shortest word the trigram index can find: it indexes runs of three characters. */
const TRIGRAM = 3;

/**
 * One page of a search with a word the trigram index can find: the matches are collected from
 * the index first (materialized, so the planner cannot turn it back into a walk of the whole
 * catalogue in name order that filters row by row: a common word whose matches sort late read
 * 30 000 rows that way), then sorted and cut to the page. A few thousand matches at most for a
 * shop's words, so the sort is cheap.
 */
function searchByIndex(db: DbOrTx, search: ProductSearch) {
  let query = db
    .with(
      (cte) => cte('matches').materialized(),
      () => filtered(db, search).select(productColumns),
    )
    .selectFrom('matches')
    .selectAll();
  if (search.after) {
    const { name, id } = search.after;
    query = query.where(sql<boolean>`(name_normalized, id) > (${name}, ${id})`);
  }
  return query.orderBy('name_normalized').orderBy('id').limit(search.limit);
}

/** A page walked in the catalogue's (name, id) order: no word, or only words too short to index. */
function searchInNameOrder(db: DbOrTx, search: ProductSearch) {
  let query = filtered(db, search).select(productColumns);
  if (search.after) {
    const { name, id } = search.after;
    query = query.where(sql<boolean>`(products.name_normalized, products.id) > (${name}, ${id})`);
  }
  return query.orderBy('products.name_normalized').orderBy('products.id').limit(search.limit);
}

/** The query of one page (exposed so that tests can EXPLAIN it). */
export function searchProductsQuery(db: DbOrTx, search: ProductSearch) {
  return searchWords(search.q).some((word) => word.length >= TRIGRAM)
    ? searchByIndex(db, search)
    : searchInNameOrder(db, search);
}

/** One page in (name, id) order after the cursor position; keyset paging stays fast on big catalogues. */
export async function searchProducts(db: DbOrTx, search: ProductSearch): Promise<ProductRow[]> {
  return await searchProductsQuery(db, search).execute();
}

export async function countProducts(
  db: DbOrTx,
  search: Omit<ProductSearch, 'after' | 'limit'>,
): Promise<number> {
  const row = await filtered(db, search)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
