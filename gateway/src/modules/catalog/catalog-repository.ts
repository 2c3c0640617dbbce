import type { DbOrTx } from '../../db/schema';
import { localizedText } from '../../db/localized-text';

export async function catalogExists(db: DbOrTx, catalogId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('catalogs')
      .select('id')
      .where('id', '=', catalogId)
      .executeTakeFirst()) !== undefined
  );
}

/** A menu that opens a category is named like it, so it shares the category's translations. */
export async function listMenus(db: DbOrTx, catalogId: number, locale?: string) {
  const rows = await db
    .selectFrom('menus')
    .leftJoin('categories', 'categories.id', 'menus.category_id')
    .select([
      'menus.id',
      'menus.name',
      'menus.category_id',
      'menus.url',
      'menus.position',
      'categories.name as category_name',
      'categories.translations',
    ])
    .where('menus.catalog_id', '=', catalogId)
    .orderBy('menus.position')
    .orderBy('menus.id')
    .execute();
  return rows.map(({ category_name, translations, ...menu }) => ({
    ...menu,
    name:
      category_name === menu.name
        ? localizedText(menu.name, translations, locale, 'name')
        : menu.name,
  }));
}

export async function listCategories(db: DbOrTx, catalogId: number, locale?: string) {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'catalog_id', 'name', 'is_active', 'position', 'image', 'translations'])
    .where('catalog_id', '=', catalogId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(({ translations, ...category }) => ({
    ...category,
    name: localizedText(category.name, translations, locale, 'name'),
    original_name: category.name,
  }));
}

export async function listBanners(db: DbOrTx, catalogId: number, now: Date, locale?: string) {
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'type', 'title', 'image', 'link', 'position', 'translations'])
    .where('catalog_id', '=', catalogId)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('type')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(({ translations, ...banner }) => ({
    ...banner,
    title: localizedText(banner.title, translations, locale, 'title'),
    // The demo's banners draw their title into the picture: a translated banner has its own.
    image: localizedText(banner.image, translations, locale, 'image'),
  }));
}

/** Brands of a country; with a catalogue, only those that have active products in it. */
export async function listBrands(db: DbOrTx, countryId: number, catalogId?: number) {
  let query = db
    .selectFrom('brands')
    .leftJoin('products', (join) => {
      const base = join
        .onRef('products.brand_id', '=', 'brands.id')
        .on('products.is_active', '=', true);
      return catalogId === undefined ? base : base.on('products.catalog_id', '=', catalogId);
    })
    .select((eb) => [
      'brands.id',
      'brands.name',
      'brands.image',
      eb.fn.count<number>('products.id').as('product_count'),
    ])
    .where('brands.country_id', '=', countryId)
    .groupBy(['brands.id', 'brands.name', 'brands.image'])
    .orderBy('brands.name');
  if (catalogId !== undefined) query = query.having((eb) => eb.fn.count('products.id'), '>', 0);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, product_count: Number(r.product_count) }));
}
