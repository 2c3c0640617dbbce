import { fixedClock } from '../src/clock';
import { normalizeName } from '../src/db/normalize-name';
import { PRODUCT_COUNT_TTL_MS } from '../src/modules/catalog/routes';
import { SHOP_CACHE_TTL_MS } from '../src/modules/shops/shop-service';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

interface Page {
  items: { id: number; name: string }[];
  next_cursor: string | null;
  total?: number;
}

const clock = fixedClock(new Date());
let app: TestApp;
let mxCatalog: number;

beforeAll(async () => {
  app = await startTestApp({ clock });
  mxCatalog = app.seed!.catalogsByCountry[2]!;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function addProduct(name: string): Promise<number> {
  const row = await app.ctx.db
    .insertInto('products')
    .values({
      catalog_id: mxCatalog,
      name,
      name_normalized: normalizeName(name),
      price: 10,
      unit_erp_name: 'unidad',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function retireProduct(id: number): Promise<void> {
  await app.ctx.db.updateTable('products').set({ is_active: false }).where('id', '=', id).execute();
}

describe('catalogue and shop caching', () => {
  it('serves shop and product pages as public, briefly cacheable data with an ETag', async () => {
    for (const path of [
      '/api/shops/demo-mx',
      `/api/products?catalog_id=${mxCatalog}&limit=10`,
      `/api/products?catalog_id=${mxCatalog}&q=arroz`,
    ]) {
      const first = await app.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=30');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      // A Cache-Control of our own: fetch adds `no-cache` to conditional requests otherwise.
      const again = await app.request(path, {
        headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      const stale = await app.request(path, {
        headers: { 'if-none-match': 'W/"other"', 'cache-control': 'max-age=0' },
      });
      expect(stale.status).toBe(200);
      expect(stale.text).toBe(first.text);
    }
  });

  it('serves a kept answer (304 included) until the catalogue change is announced', async () => {
    const path = `/api/products?catalog_id=${mxCatalog}&q=zarzamora%20guardada&limit=7`;
    const empty = await app.request<Page>(path);
    expect(empty.body.items).toEqual([]);
    const added = await addProduct('Zarzamora guardada');
    try {
      // Not announced yet: the kept answer, and a 304 for its ETag.
      const kept = await app.request<Page>(path);
      expect(kept.text).toBe(empty.text);
      const revalidated = await app.request(path, {
        headers: { 'if-none-match': empty.headers.get('etag')!, 'cache-control': 'max-age=0' },
      });
      expect(revalidated.status).toBe(304);
      // Per language: a shopper reading another language never gets this one's answer.
      const english = await app.request<Page>(path, { headers: { 'accept-language': 'en' } });
      expect(english.body.items.map((p) => p.id)).toEqual([added]);

      await app.ctx.shared.publish('catalogue');
      const fresh = await app.request<Page>(path);
      expect(fresh.body.items.map((p) => p.id)).toEqual([added]);
      expect(fresh.headers.get('etag')).not.toBe(empty.headers.get('etag'));
    } finally {
      await retireProduct(added);
      await app.ctx.shared.publish('catalogue');
    }
  });

  it('compresses a kept answer of 1 KB or more once, and leaves small ones as they are', async () => {
    const page = `/api/products?catalog_id=${mxCatalog}&limit=20`;
    const plain = await app.request(page);
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${app.baseUrl}${page}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      // fetch decodes the body: the same bytes as the plain answer.
      expect(await res.text()).toBe(plain.text);
    }
    const shop = await fetch(`${app.baseUrl}/api/shops/demo-mx`, {
      headers: { 'accept-encoding': 'br' },
    });
    await shop.text();
    const small = await fetch(`${app.baseUrl}/api/shops/demo-mx`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(Number(small.headers.get('content-length'))).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('does not let shared caches keep a missing shop or catalogue', async () => {
    const shop = await app.request('/api/shops/no-such-shop');
    expect(shop.status).toBe(404);
    expect(shop.headers.get('cache-control') ?? '').not.toContain('public');
    const products = await app.request('/api/products', { query: { catalog_id: 999_999 } });
    expect(products.status).toBe(404);
    expect(products.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('reuses a first-page total for a while, per catalogue and filters, then counts again', async () => {
    const query = { catalog_id: mxCatalog, limit: 5 };
    const before = await app.request<Page>('/api/products', { query });
    expect(before.body.next_cursor).not.toBeNull();
    const total = before.body.total!;
    expect(total).toBeGreaterThan(5);

    const added = await addProduct('Zanahoria de prueba en caché');
    try {
      // Within the time to live the cached total (and the kept page) answers.
      clock.advance(PRODUCT_COUNT_TTL_MS - 1_000);
      const cached = await app.request<Page>('/api/products', { query });
      expect(cached.body.total).toBe(total);

      // Other filters have totals of their own: this one is counted now and sees the product.
      const search = await app.request<Page>('/api/products', {
        query: { catalog_id: mxCatalog, q: 'ZANAHORIA   de prueba', limit: 5 },
      });
      expect(search.body.items.map((p) => p.id)).toContain(added);

      clock.advance(2_000);
      const recounted = await app.request<Page>('/api/products', { query });
      expect(recounted.body.total).toBe(total + 1);
    } finally {
      await retireProduct(added);
      clock.advance(PRODUCT_COUNT_TTL_MS + 1);
    }
    const after = await app.request<Page>('/api/products', { query });
    expect(after.body.total).toBe(total);
  });

  it('gives the exact total at once when the first page holds every match', async () => {
    const query = { catalog_id: mxCatalog, q: 'pepino de prueba', limit: 10 };
    const none = await app.request<Page>('/api/products', { query });
    expect(none.body).toEqual({ items: [], next_cursor: null, total: 0 });
    const added = await addProduct('Pepino de prueba');
    // A catalogue change is announced (imports do): the kept answers go, on every gateway.
    await app.ctx.shared.publish('catalogue');
    try {
      const one = await app.request<Page>('/api/products', { query });
      expect(one.body.total).toBe(1);
      expect(one.body.items.map((p) => p.id)).toEqual([added]);
    } finally {
      await retireProduct(added);
    }
  });

  it('still answers an unknown catalogue with 404 when a cursor is given', async () => {
    const first = await app.request<Page>('/api/products', {
      query: { catalog_id: mxCatalog, limit: 2 },
    });
    const res = await app.request<{ error: { code: string } }>('/api/products', {
      query: { catalog_id: 999_999, cursor: first.body.next_cursor! },
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('catalog_not_found');
  });

  it('returns a shop with its community leader and ordered time ranges from one lookup', async () => {
    const leader = await app.ctx.db
      .selectFrom('community_leaders')
      .innerJoin('customers', 'customers.id', 'community_leaders.customer_id')
      .innerJoin('shops', 'shops.community_leader_id', 'community_leaders.id')
      .select([
        'shops.slug',
        'shops.id as shop_id',
        'community_leaders.id',
        'customers.name',
        'customers.last_name',
        'customers.phone',
      ])
      .where('shops.is_active', '=', true)
      .executeTakeFirstOrThrow();
    const ranges = await app.ctx.db
      .selectFrom('delivery_time_ranges')
      .select(['id', 'label'])
      .where('shop_id', '=', leader.shop_id)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const res = await app.request<Record<string, unknown>>(`/api/shops/${leader.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.community_leader).toEqual({
      community_leader_id: leader.id,
      name: `${leader.name} ${leader.last_name}`.trim(),
      phone: leader.phone,
    });
    expect(res.body.delivery_time_ranges).toEqual(ranges);
  });

  it('keeps a found shop briefly, but never a missing one', async () => {
    const missing = await app.request('/api/shops/recien-abierta-mx');
    expect(missing.status).toBe(404);
    const { id } = await app.ctx.db
      .insertInto('shops')
      .values({
        slug: 'recien-abierta-mx',
        name: 'Recién abierta',
        country_id: 2,
        catalog_id: mxCatalog,
        lat: 19.43,
        lng: -99.13,
        address: 'Calle Nueva 1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const found = await app.request<{ id: number; name: string }>('/api/shops/recien-abierta-mx');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id, name: 'Recién abierta' });

    await app.ctx.db
      .updateTable('shops')
      .set({ name: 'Ya no tan nueva' })
      .where('id', '=', id)
      .execute();
    clock.advance(SHOP_CACHE_TTL_MS - 1_000);
    const cached = await app.request<{ name: string }>('/api/shops/recien-abierta-mx');
    expect(cached.body.name).toBe('Recién abierta');
    clock.advance(2_000);
    const fresh = await app.request<{ name: string }>('/api/shops/recien-abierta-mx');
    expect(fresh.body.name).toBe('Ya no tan nueva');
  });
});
