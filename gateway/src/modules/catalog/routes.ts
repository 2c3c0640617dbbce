import { Router } from 'express';
import { z } from 'zod';
import {
  MAX_PRODUCT_IDS,
  bannersSchema,
  brandsSchema,
  categoriesSchema,
  contentLocaleSchema,
  menusSchema,
  productsByIdsSchema,
  productsPageSchema,
} from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { createReadCache } from '../../http/read-cache';
import { countryIdParam, intParam } from '../../http/schemas';
import { parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import {
  catalogExists,
  listBanners,
  listBrands,
  listCategories,
  listMenus,
} from './catalog-repository';
import { decodeCursor, encodeCursor } from './cursor';
import {
  countProducts,
  findProductsByIds,
  searchProducts,
  searchWords,
  toCatalogProduct,
  type ProductSearch,
} from './product-repository';
import { TtlCache } from './ttl-cache';
import { localizedText } from '../../db/localized-text';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * Totals of first pages are cached per (catalogue, filters) for a short time. Counting means
 * visiting every matching row, while a page stops after `limit` rows; a total at most this old
 * is harmless (it only sizes the "N products" label, paging itself never trusts it), and
 * catalogues change through imports, not per request. Each process keeps its own cache, so
 * gateways stay stateless.
 */
export const PRODUCT_COUNT_TTL_MS = 30_000;
const PRODUCT_COUNT_CACHE_SIZE = 1_000;

/**
 * Serialized catalogue answers (pages, searches, menus, banners…) are kept as long as the
 * shortest max-age they are sent with, and dropped when a catalogue change is announced. They
 * share the process's KeptAnswers (and its size bound) with the shop lookups.
 */
export const CATALOGUE_ANSWER_TTL_MS = 30_000;

type ProductFilters = Omit<ProductSearch, 'after' | 'limit'>;

/** Filters that match the same rows share a key: the search words are compared normalised. */
function countKey(filters: ProductFilters): string {
  return JSON.stringify([
    filters.catalogId,
    filters.categoryId ?? null,
    filters.brandId ?? null,
    searchWords(filters.q),
    filters.locale ?? null,
  ]);
}

const catalogQuery = z.strictObject({ catalog_id: intParam, locale: contentLocaleSchema });
const catalogParams = z.strictObject({ catalog: intParam });
const localeQuery = z.strictObject({ locale: contentLocaleSchema });
const brandsQuery = z.strictObject({ country_id: countryIdParam, catalog_id: intParam.optional() });
const productsQuery = z.strictObject({
  catalog_id: intParam,
  q: z.string().trim().max(100).optional(),
  category_id: intParam.optional(),
  brand_id: intParam.optional(),
  cursor: z.string().max(800).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  locale: contentLocaleSchema,
});

// `ids=3,5,8`: one parameter, so the URL stays short and the same set reads the same cache.
const productIdList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9})*$/, 'A comma-separated list of product ids.')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.length <= MAX_PRODUCT_IDS, `At most ${MAX_PRODUCT_IDS} ids.`);
const productsByIdsQuery = z.strictObject({ catalog_id: intParam, ids: productIdList });

async function requireCatalog(ctx: AppContext, catalogId: number): Promise<void> {
  if (!(await catalogExists(ctx.db, catalogId)))
    throw notFound('catalog_not_found', `There is no catalogue ${catalogId}.`);
}

export function catalogRoutes(ctx: AppContext): Router {
  const router = Router();
  const productCounts = new TtlCache<number>(
    ctx.clock,
    PRODUCT_COUNT_TTL_MS,
    PRODUCT_COUNT_CACHE_SIZE,
  );
  ctx.shared.onInvalidate('catalogue', () => productCounts.clear());
  const answers = createReadCache(ctx.keptAnswers, {
    topic: 'catalogue',
    ttlMs: CATALOGUE_ANSWER_TTL_MS,
  });

  async function productTotal(filters: ProductFilters): Promise<number> {
    const key = countKey(filters);
    const cached = productCounts.get(key);
    if (cached !== undefined) return cached;
    const total = await countProducts(ctx.db, filters);
    productCounts.set(key, total);
    return total;
  }

  registerOperation({
    method: 'get',
    path: '/api/menus',
    summary: 'Menus of a catalogue, named in the locale when translated',
    tags: ['catalog'],
    query: catalogQuery,
    responses: { 200: { description: 'Menus in display order', schema: menusSchema } },
  });
  router.get('/api/menus', answers, async (req, res) => {
    const { catalog_id, locale } = parseQuery(catalogQuery, req);
    await requireCatalog(ctx, catalog_id);
    res
      .set('Cache-Control', 'public, max-age=60')
      .json(await listMenus(ctx.db, catalog_id, locale));
  });

  registerOperation({
    method: 'get',
    path: '/api/categories/{catalog}',
    summary: 'Categories of a catalogue, named in the locale when translated',
    tags: ['catalog'],
    params: catalogParams,
    query: localeQuery,
    responses: {
      200: { description: 'Categories in display order', schema: categoriesSchema },
    },
  });
  router.get('/api/categories/:catalog', answers, async (req, res) => {
    const { catalog } = parseParams(catalogParams, req);
    const { locale } = parseQuery(localeQuery, req);
    await requireCatalog(ctx, catalog);
    res
      .set('Cache-Control', 'public, max-age=60')
      .json(await listCategories(ctx.db, catalog, locale));
  });

  registerOperation({
    method: 'get',
    path: '/api/banners',
    summary:
      'Active banners of a catalogue (banner.type 1 slider, 2 hero, 3 in-app), titled in the locale when translated',
    tags: ['catalog'],
    query: catalogQuery,
    responses: { 200: { description: 'Banners', schema: bannersSchema } },
  });
  router.get('/api/banners', answers, async (req, res) => {
    const { catalog_id, locale } = parseQuery(catalogQuery, req);
    await requireCatalog(ctx, catalog_id);
    const banners = await listBanners(ctx.db, catalog_id, ctx.clock.now(), locale);
    res
      .set('Cache-Control', 'public, max-age=60')
      .json(banners.map((b) => ({ ...b, banner: { type: b.type } })));
  });

  registerOperation({
    method: 'get',
    path: '/api/brands',
    summary: 'Brands of a country, limited to those with products in the catalogue when given',
    tags: ['catalog'],
    query: brandsQuery,
    responses: { 200: { description: 'Brands by name', schema: brandsSchema } },
  });
  router.get('/api/brands', answers, async (req, res) => {
    const { country_id, catalog_id } = parseQuery(brandsQuery, req);
    if (catalog_id !== undefined) await requireCatalog(ctx, catalog_id);
    res
      .set('Cache-Control', 'public, max-age=60')
      .json(await listBrands(ctx.db, country_id, catalog_id));
  });

  registerOperation({
    method: 'get',
    path: '/api/products',
    summary:
      'Search and page a catalogue (keyset cursor over name and id; total on the first page); names in the locale when translated',
    tags: ['catalog'],
    query: productsQuery,
    responses: { 200: { description: 'One page of products', schema: productsPageSchema } },
  });
  router.get('/api/products', answers, async (req, res) => {
    const query = parseQuery(productsQuery, req);
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const filters: ProductFilters = {
      catalogId: query.catalog_id,
      q: query.q,
      categoryId: query.category_id,
      brandId: query.brand_id,
      // The catalogue's own names are Spanish: a search in another language (the English demo)
      // also reads the translated names. Spanish searches keep the trigram index to themselves.
      ...(query.q && query.locale && !query.locale.startsWith('es')
        ? { locale: query.locale }
        : {}),
    };
    // One row more than asked tells whether another page exists without a second query.
    const rows = await searchProducts(ctx.db, { ...filters, after, limit: query.limit + 1 });
    // A product belongs to an existing catalogue, so only an empty page needs the check.
    if (rows.length === 0) await requireCatalog(ctx, query.catalog_id);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    const body: {
      items: ReturnType<typeof toCatalogProduct>[];
      next_cursor: string | null;
      total?: number;
    } = {
      items: page.map((row) => ({
        ...toCatalogProduct(row),
        name: localizedText(row.name, row.translations, query.locale, 'name'),
      })),
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor({ name: last.name_normalized, id: last.id })
          : null,
    };
    // A first page that holds every match is its own total.
    if (!after) body.total = rows.length <= query.limit ? rows.length : await productTotal(filters);
    res.set('Cache-Control', 'public, max-age=30').json(body);
  });

  registerOperation({
    method: 'get',
    path: '/api/products/by-ids',
    summary:
      'Products of a catalogue by id, as sold today (an id not sold is absent from the answer)',
    tags: ['catalog'],
    query: productsByIdsQuery,
    responses: {
      200: {
        description: 'The products found, in the order of the ids',
        schema: productsByIdsSchema,
      },
    },
  });
  router.get('/api/products/by-ids', async (req, res) => {
    const { catalog_id, ids } = parseQuery(productsByIdsQuery, req);
    const rows = await findProductsByIds(ctx.db, catalog_id, ids);
    if (rows.length === 0) await requireCatalog(ctx, catalog_id);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCatalogProduct(row)] : [];
    });
    res.set('Cache-Control', 'public, max-age=30').json({ items });
  });

  return router;
}
