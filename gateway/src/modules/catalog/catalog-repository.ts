import type { DbOrTx } from '../../db/schema';

export async function catalogExists(db: DbOrTx, catalogId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('catalogs')
      .select('id')
      .where('id', '=', catalogId)
      .executeTakeFirst()) !== undefined
  );
}

export async function listMenus(db: DbOrTx, catalogId: number) {
  return db
    .selectFrom('menus')
    .select(['id', 'name', 'category_id', 'url', 'position'])
    .where('catalog_id', '=', catalogId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listCategories(db: DbOrTx, catalogId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'catalog_id', 'name', 'is_active', 'position', 'image'])
    .where('catalog_id', '=', catalogId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function listBanners(db: DbOrTx, catalogId: number, now: Date) {
  return db
    .selectFrom('banners')
    .select(['id', 'type', 'title', 'image', 'link', 'position'])
    .where('catalog_id', '=', catalogId)
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('type')
    .orderBy('position')
    .orderBy('id')
    .execute();
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
