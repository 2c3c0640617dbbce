import type { Insertable, Kysely } from 'kysely';
import { normalizeName } from '../db/normalize-name';
import { settleProductImport } from './planner-statistics';
import type { Database, ProductsTable } from '../db/schema';
import {
  BASE_PRODUCTS,
  BRAND_NAMES,
  CATEGORY_NAMES,
  mulberry32,
  shelfPrice,
  PRICE_FACTOR,
} from './catalog-data';
import {
  categoryImagePath,
  productImagePathSql,
} from '../modules/product-images/product-image-service';
import { offsetMeters } from './core-seed';

export interface LargeCatalogOptions {
  products: number;
  countryId?: number;
  slug?: string;
}

const BATCH = 2000;

/**
 * A benchmark catalogue: a shop (`grande-mx` by default) whose catalogue holds `products`
 * products. Running it again replaces that catalogue's products.
 */
export async function seedLargeCatalog(
  db: Kysely<Database>,
  { products, countryId = 2, slug = 'grande-mx' }: LargeCatalogOptions,
): Promise<{ shopId: number; catalogId: number; products: number }> {
  const country = await db
    .selectFrom('countries')
    .selectAll()
    .where('id', '=', countryId)
    .executeTakeFirstOrThrow();
  let shop = await db
    .selectFrom('shops')
    .select(['id', 'catalog_id'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!shop) {
    const catalog = await db
      .insertInto('catalogs')
      .values({ country_id: countryId, name: `Catálogo grande ${country.name}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const position = offsetMeters({ lat: country.map_lat, lng: country.map_lng }, 900, 1800);
    shop = await db
      .insertInto('shops')
      .values({
        slug,
        name: `Supermercado Grande ${country.name}`,
        country_id: countryId,
        catalog_id: catalog.id,
        has_delivery: true,
        lat: position.lat,
        lng: position.lng,
        address: 'Avenida de los Insurgentes 1000',
        community_leader_id: null,
        on_fulfillment_start: false,
        owner_customer_id: null,
      })
      .returning(['id', 'catalog_id'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('categories')
      .values(
        CATEGORY_NAMES.map((name, position) => ({
          catalog_id: catalog.id,
          name,
          position,
          image: categoryImagePath(name),
        })),
      )
      .execute();
  }
  const catalogId = shop.catalog_id;
  // Products already ordered must stay for the order history: retire them instead.
  await db
    .updateTable('products')
    .set({ is_active: false })
    .where('catalog_id', '=', catalogId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_lines')
          .select('order_lines.id')
          .whereRef('order_lines.product_id', '=', 'products.id'),
      ),
    )
    .execute();
  await db
    .deleteFrom('products')
    .where('catalog_id', '=', catalogId)
    .where('is_active', '=', true)
    .execute();

  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('catalog_id', '=', catalogId)
    .execute();
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
  const existingBrands = await db
    .selectFrom('brands')
    .select(['id', 'name'])
    .where('country_id', '=', countryId)
    .execute();
  const brandIds = new Map(existingBrands.map((b) => [b.name, b.id]));
  const missing = BRAND_NAMES.filter((b) => !brandIds.has(b));
  if (missing.length > 0) {
    const added = await db
      .insertInto('brands')
      .values(missing.map((name) => ({ country_id: countryId, name, image: null })))
      .returning(['id', 'name'])
      .execute();
    for (const b of added) brandIds.set(b.name, b.id);
  }

  const random = mulberry32(countryId * 104729);
  const factor = PRICE_FACTOR[countryId] ?? 1;
  let batch: Insertable<ProductsTable>[] = [];
  for (let i = 0; i < products; i += 1) {
    const base = BASE_PRODUCTS[i % BASE_PRODUCTS.length]!;
    const round = Math.floor(i / BASE_PRODUCTS.length);
    const brand = BRAND_NAMES[round % BRAND_NAMES.length]!;
    const size = base.sizes[round % base.sizes.length]!;
    const variety = Math.floor(round / BRAND_NAMES.length);
    const name = `${base.name} ${brand} ${size.label}${variety > 0 ? ` variedad ${variety + 1}` : ''}`;
    const price = shelfPrice(base.usd * size.factor * (0.85 + random() * 0.4) * factor, countryId);
    batch.push({
      catalog_id: catalogId,
      category_id: categoryIds.get(base.category) ?? null,
      brand_id: brandIds.get(brand) ?? null,
      name,
      name_normalized: normalizeName(name),
      price,
      local_price: i % 6 === 1 ? shelfPrice(price * 1.15, countryId) : null,
      scale: size.scale ?? 1,
      discount_percentage: i % 8 === 3 ? 15 : null,
      discount_max_units_per_order: i % 16 === 3 ? 4 : null,
      image: null,
      erp_purchase_measure_unit_id: size.measure ?? null,
      unit_erp_name: size.unit,
      minimum_order_value: 0,
      max_units_per_order: i % 12 === 5 ? 8 : null,
      max_units_per_delivery: null,
      notes: base.notes ?? null,
    });
    if (batch.length === BATCH) {
      await db.insertInto('products').values(batch).execute();
      batch = [];
    }
  }
  if (batch.length > 0) await db.insertInto('products').values(batch).execute();
  await db
    .updateTable('products')
    .set({ image: productImagePathSql })
    .where('catalog_id', '=', catalogId)
    .where('image', 'is', null)
    .execute();
  await settleProductImport(db);
  return { shopId: shop.id, catalogId, products };
}
