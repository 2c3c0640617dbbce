import { sql } from 'kysely';
import type { CatalogProduct } from '@barrio/shared/domain';
import { seedLargeCatalog } from '../src/seed/large-catalog';
import { searchProductsQuery } from '../src/modules/catalog/product-repository';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

interface Page {
  items: CatalogProduct[];
  next_cursor: string | null;
  total?: number;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let app: TestApp;
let mxCatalog: number;

/** A parameter written into SQL text, for EXPLAIN (which takes no parameters). */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

beforeAll(async () => {
  app = await startTestApp();
  mxCatalog = app.seed!.catalogsByCountry[2]!;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function walk(
  query: Record<string, string | number>,
  limit: number,
): Promise<{ items: CatalogProduct[]; pages: number; total?: number }> {
  const items: CatalogProduct[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let total: number | undefined;
  do {
    const res: { status: number; body: Page } = await app.request<Page>('/api/products', {
      query: { ...query, limit, ...(cursor ? { cursor } : {}) },
    });
    expect(res.status).toBe(200);
    if (pages === 0) total = res.body.total;
    else expect(res.body.total).toBeUndefined();
    items.push(...res.body.items);
    cursor = res.body.next_cursor;
    pages += 1;
  } while (cursor && pages < 1000);
  return { items, pages, total };
}

describe('catalogue', () => {
  it('lists menus of a catalogue in order', async () => {
    const res = await app.request<{ name: string; category_id: number; position: number }[]>(
      '/api/menus',
      {
        query: { catalog_id: mxCatalog },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(5);
    expect(res.body[0]?.name).toBe('Almacén');
    const positions = res.body.map((m) => m.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('lists categories including the Checkout category', async () => {
    const res = await app.request<{ name: string; is_active: boolean; catalog_id: number }[]>(
      `/api/categories/${mxCatalog}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.name)).toContain('Checkout');
    expect(res.body.every((c) => c.catalog_id === mxCatalog && c.is_active)).toBe(true);
  });

  it('lists banners of all three types with banner.type', async () => {
    const res = await app.request<{ type: number; banner: { type: number }; image: string }[]>(
      '/api/banners',
      {
        query: { catalog_id: mxCatalog },
      },
    );
    expect(res.status).toBe(200);
    expect(new Set(res.body.map((b) => b.banner.type))).toEqual(new Set([1, 2, 3]));
    expect(
      res.body.every((b) => b.type === b.banner.type && b.image.startsWith('data:image/svg+xml')),
    ).toBe(true);
  });

  it('hides banners outside their dates', async () => {
    const banner = await app.ctx.db
      .selectFrom('banners')
      .select('id')
      .where('catalog_id', '=', mxCatalog)
      .where('type', '=', 3)
      .executeTakeFirstOrThrow();
    await app.ctx.db
      .updateTable('banners')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', banner.id)
      .execute();
    // Catalogue edits are announced: every gateway drops the answers it kept.
    await app.ctx.shared.publish('catalogue');
    const res = await app.request<{ id: number }[]>('/api/banners', {
      query: { catalog_id: mxCatalog },
    });
    expect(res.body.map((b) => b.id)).not.toContain(banner.id);
    await app.ctx.db
      .updateTable('banners')
      .set({ ends_at: null })
      .where('id', '=', banner.id)
      .execute();
    await app.ctx.shared.publish('catalogue');
  });

  it('lists the brands of a country that have products in the catalogue', async () => {
    const res = await app.request<{ id: number; name: string; product_count: number }[]>(
      '/api/brands',
      {
        query: { country_id: 2, catalog_id: mxCatalog },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(5);
    expect(res.body.every((b) => b.product_count > 0)).toBe(true);
    const names = res.body.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('seeds at least 120 products per catalogue with every product feature', async () => {
    for (const catalogId of Object.values(app.seed!.catalogsByCountry)) {
      const { items, total } = await walk({ catalog_id: catalogId }, 100);
      expect(items.length).toBeGreaterThanOrEqual(120);
      expect(total).toBe(items.length);
      expect(items.some((p) => p['product-discount'] !== null)).toBe(true);
      expect(items.some((p) => p['product-discount']?.max_units_per_order)).toBe(true);
      expect(items.some((p) => (p.local_price ?? 0) > p.price)).toBe(true);
      expect(items.some((p) => p.scale > 1)).toBe(true);
      expect(items.some((p) => p.max_units_per_order !== null)).toBe(true);
      expect(items.some((p) => p.max_units_per_delivery !== null)).toBe(true);
      expect(items.some((p) => p.minimum_order_value > 0)).toBe(true);
      const units = new Set(items.map((p) => p.unit_of_measurement.erp_name));
      for (const unit of ['caja', 'paquete', 'pieza', 'unidad', 'docena', 'gr', 'kg', 'ml'])
        expect(units).toContain(unit);
    }
  }, 30_000);

  it('pages through a catalogue in name order without repeats or gaps', async () => {
    const { items, pages, total } = await walk({ catalog_id: mxCatalog }, 17);
    expect(pages).toBe(Math.ceil(items.length / 17));
    expect(new Set(items.map((p) => p.id)).size).toBe(items.length);
    expect(total).toBe(items.length);
    const collator = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    for (let i = 1; i < items.length; i += 1) {
      const a = collator(items[i - 1]!.name);
      const b = collator(items[i]!.name);
      expect(a <= b).toBe(true);
    }
  });

  it('searches accent- and case-insensitively, word by word', async () => {
    const res = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, q: 'LIMON' },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((p) => p.name.startsWith('Limón'))).toBe(true);

    const two = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, q: 'arroz molino' },
    });
    expect(two.body.items.length).toBeGreaterThan(0);
    expect(two.body.items.every((p) => /arroz/i.test(p.name) && p.name.includes('El Molino'))).toBe(
      true,
    );

    const wildcard = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, q: '%_' },
    });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.items).toEqual([]);
    expect(wildcard.body.total).toBe(0);
  });

  it('finds singular and plural alike', async () => {
    const singular = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, q: 'limon' },
    });
    const plural = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, q: 'LIMONES' },
    });
    expect(singular.body.items.length).toBeGreaterThan(0);
    expect(plural.body.items.map((p) => p.id)).toEqual(singular.body.items.map((p) => p.id));

    const tomatoes = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, q: 'tomates' },
    });
    const names = tomatoes.body.items.map((p) => p.name);
    expect(names.some((name) => name.startsWith('Tomate redondo'))).toBe(true);
    expect(names.some((name) => name.startsWith('Puré de tomate'))).toBe(true);
    expect(names.every((name) => /tomate/i.test(name))).toBe(true);
  });

  it('filters by category and brand', async () => {
    const categories = await app.request<{ id: number; name: string }[]>(
      `/api/categories/${mxCatalog}`,
    );
    const bebidas = categories.body.find((c) => c.name === 'Bebidas')!;
    const { items } = await walk({ catalog_id: mxCatalog, category_id: bebidas.id }, 50);
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((p) => p.category_id === bebidas.id)).toBe(true);

    const brand = items[0]!.brand_id!;
    const byBrand = await walk(
      { catalog_id: mxCatalog, category_id: bebidas.id, brand_id: brand },
      50,
    );
    expect(byBrand.items.every((p) => p.brand_id === brand && p.category_id === bebidas.id)).toBe(
      true,
    );
  });

  it('keeps paging fast on a catalogue of 10 000 products', async () => {
    const { catalogId } = await seedLargeCatalog(app.ctx.db, { products: 10_000 });
    const first = await app.request<Page>('/api/products', {
      query: { catalog_id: catalogId, limit: 50 },
    });
    expect(first.body.total).toBe(10_000);
    // Jump deep into the catalogue, then time a page there and a search.
    let cursor = first.body.next_cursor!;
    for (let i = 0; i < 5; i += 1) {
      const page = await app.request<Page>('/api/products', {
        query: { catalog_id: catalogId, limit: 100, cursor },
      });
      cursor = page.body.next_cursor!;
    }
    const started = performance.now();
    const deep = await app.request<Page>('/api/products', {
      query: { catalog_id: catalogId, limit: 50, cursor },
    });
    const search = await app.request<Page>('/api/products', {
      query: { catalog_id: catalogId, q: 'cafe tres', limit: 50 },
    });
    const elapsed = performance.now() - started;
    expect(deep.body.items).toHaveLength(50);
    expect(search.body.items.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(1500);
    const shop = await app.request<{ catalog_id: number }>('/api/shops/grande-mx');
    expect(shop.body.catalog_id).toBe(catalogId);
    // Word searches (`like '%word%'`) have a trigram index to read on large catalogues.
    const indexes = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'products_active_name_trgm_idx'
    `.execute(app.ctx.db);
    expect(indexes.rows[0]?.indexdef).toMatch(/using gin \(name_normalized \S*gin_trgm_ops\)/i);
    // And the searches read it: a common word, a rare one, two words, a later page.
    for (const search of [
      { q: 'arroces' },
      { q: 'limón' },
      { q: 'cafe tres' },
      { q: 'sal', after: { name: 'sal', id: 0 } },
    ]) {
      const compiled = searchProductsQuery(app.ctx.db, {
        catalogId,
        ...search,
        limit: 41,
      }).compile();
      const plan = await sql
        .raw<{ 'QUERY PLAN': string }>(
          `explain ${compiled.sql.replace(/\$(\d+)/g, (_, n: string) => literal(compiled.parameters[Number(n) - 1]))}`,
        )
        .execute(app.ctx.db);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('products_active_name_trgm_idx');
    }
  }, 60_000);

  describe('products by id', () => {
    async function firstPage(catalogId: number): Promise<CatalogProduct[]> {
      const res = await app.request<Page>('/api/products', {
        query: { catalog_id: catalogId, limit: 3 },
      });
      expect(res.status).toBe(200);
      return res.body.items;
    }

    it('answers the products asked for in the order of the ids, each once', async () => {
      const [a, b, c] = await firstPage(mxCatalog);
      const res = await app.request<{ items: CatalogProduct[] }>('/api/products/by-ids', {
        query: { catalog_id: mxCatalog, ids: `${c!.id},${a!.id},${c!.id},${b!.id}` },
      });
      expect(res.status).toBe(200);
      expect(res.body.items).toEqual([c, a, b]);
    });

    it('leaves out ids the catalogue does not sell (unknown, or another catalogue’s)', async () => {
      const [mine] = await firstPage(mxCatalog);
      const otherCatalog = app.seed!.catalogsByCountry[1]!;
      const [theirs] = await firstPage(otherCatalog);
      const res = await app.request<{ items: CatalogProduct[] }>('/api/products/by-ids', {
        query: { catalog_id: mxCatalog, ids: `${theirs!.id},${mine!.id},999999999` },
      });
      expect(res.status).toBe(200);
      expect(res.body.items.map((product) => product.id)).toEqual([mine!.id]);
    });

    it('answers an unknown catalogue with 404', async () => {
      const res = await app.request<ErrorBody>('/api/products/by-ids', {
        query: { catalog_id: 999999, ids: '1' },
      });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('catalog_not_found');
    });
  });

  describe('content in the visitor’s locale', () => {
    it('names categories and menus, and titles banners, in en-US where translated', async () => {
      const categories = await app.request<{ name: string }[]>(`/api/categories/${mxCatalog}`, {
        query: { locale: 'en-US' },
      });
      expect(categories.status).toBe(200);
      expect(categories.body.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Pantry', 'Cleaning', 'Dairy and eggs']),
      );
      const menus = await app.request<{ name: string }[]>('/api/menus', {
        query: { catalog_id: mxCatalog, locale: 'en-US' },
      });
      expect(menus.body[0]?.name).toBe('Pantry');
      type Banner = { title: string; image: string; link: string | null };
      const deals = async (locale?: string) =>
        (
          await app.request<Banner[]>('/api/banners', {
            query: { catalog_id: mxCatalog, ...(locale ? { locale } : {}) },
          })
        ).body.find((b) => b.link === '?q=oferta')!;
      const english = await deals('en-US');
      expect(english.title).toBe('Deals of the week');
      // The picture carries its title drawn in: the English banner draws the English one.
      expect(decodeURIComponent(english.image)).toContain('>Deals of the week</text>');
      expect(decodeURIComponent((await deals()).image)).toContain('>Ofertas de la semana</text>');
    });

    it('names products in en-US where translated, and keeps the original text otherwise', async () => {
      const english = await app.request<Page>('/api/products', {
        query: { catalog_id: mxCatalog, q: 'arroz largo', locale: 'en-US' },
      });
      expect(english.status).toBe(200);
      expect(english.body.items.length).toBeGreaterThan(0);
      expect(english.body.items.every((p) => p.name.startsWith('Long-grain rice'))).toBe(true);
      const spanish = await app.request<Page>('/api/products', {
        query: { catalog_id: mxCatalog, q: 'arroz largo', locale: 'es-MX' },
      });
      expect(spanish.body.items.every((p) => p.name.startsWith('Arroz'))).toBe(true);
      // Argentina's catalogue has no English: en-US falls back to the Spanish original.
      const arCategories = await app.request<{ name: string }[]>(
        `/api/categories/${app.seed!.catalogsByCountry[1]!}`,
        { query: { locale: 'en-US' } },
      );
      expect(arCategories.body.map((c) => c.name)).toContain('Almacén');
    });

    it('finds products by their English names in en-US, as by their Spanish ones', async () => {
      for (const [word, english] of [
        ['rice', 'Long-grain rice'],
        ['oil', 'oil'],
        ['milk', 'Whole milk'],
      ] as const) {
        const res = await app.request<Page>('/api/products', {
          query: { catalog_id: mxCatalog, q: word, locale: 'en-US' },
        });
        expect(res.status).toBe(200);
        expect(res.body.total).toBeGreaterThan(0);
        expect(res.body.items.some((p) => p.name.includes(english))).toBe(true);
      }
      // Spanish still finds them in English, and an English word finds nothing in Spanish.
      const arroz = await app.request<Page>('/api/products', {
        query: { catalog_id: mxCatalog, q: 'arroz', locale: 'en-US' },
      });
      expect(arroz.body.total).toBeGreaterThan(0);
      const spanish = await app.request<Page>('/api/products', {
        query: { catalog_id: mxCatalog, q: 'rice', locale: 'es-MX' },
      });
      expect(spanish.body.total).toBe(0);
    });

    it('refuses a locale it does not serve with a 400', async () => {
      const res = await app.request<ErrorBody>('/api/banners', {
        query: { catalog_id: mxCatalog, locale: 'xx-YY' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('locale');
    });
  });

  it('finds the offers the "Ofertas de la semana" banner links to (?q=oferta)', async () => {
    for (const catalogId of [mxCatalog, app.seed!.catalogsByCountry[1]!]) {
      const res = await app.request<Page>('/api/products', {
        query: { catalog_id: catalogId, q: 'oferta' },
      });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeGreaterThanOrEqual(2);
      expect(res.body.items.every((p) => /oferta/i.test(p.name))).toBe(true);
    }
  });

  describe('bad input', () => {
    it.each([
      ['/api/menus', {}],
      ['/api/menus', { catalog_id: 'abc' }],
      ['/api/menus', { catalog_id: 2, extra: 1 }],
      ['/api/banners', { catalog_id: -4 }],
      ['/api/brands', { country_id: 3 }],
      ['/api/brands', { catalog_id: 1 }],
      ['/api/products', { catalog_id: 1, limit: 0 }],
      ['/api/products', { catalog_id: 1, limit: 101 }],
      ['/api/products', { catalog_id: 1, cursor: 'not a cursor!' }],
      ['/api/products', { catalog_id: 1, cursor: Buffer.from('[1,2]').toString('base64url') }],
      ['/api/products', { catalog_id: 1, q: 'x'.repeat(101) }],
      ['/api/products', { catalog_id: 1, sort: 'price' }],
      ['/api/products/by-ids', { catalog_id: 1 }],
      ['/api/products/by-ids', { catalog_id: 1, ids: '' }],
      ['/api/products/by-ids', { catalog_id: 1, ids: '1,,2' }],
      ['/api/products/by-ids', { catalog_id: 1, ids: '1;drop' }],
      ['/api/products/by-ids', { catalog_id: 1, ids: '12345678901' }],
      [
        '/api/products/by-ids',
        { catalog_id: 1, ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') },
      ],
    ])('GET %s with %j is a 400', async (path, query) => {
      const res = await app.request<ErrorBody>(path, { query });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    });

    it('answers an unknown catalogue with 404', async () => {
      const res = await app.request<ErrorBody>('/api/categories/999999');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('catalog_not_found');
      expect((await app.request('/api/products', { query: { catalog_id: 999999 } })).status).toBe(
        404,
      );
    });
  });
});
