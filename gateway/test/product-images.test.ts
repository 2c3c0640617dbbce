import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import {
  RASTER_IMAGE_WIDTHS,
  liteProductImageUrl,
  rasterImageUrl,
  type CatalogProduct,
} from '@barrio/shared/domain';
import { normalizeName } from '../src/db/normalize-name';
import { seedLargeCatalog } from '../src/seed/large-catalog';
import { productImagePath } from '../src/modules/product-images/product-image-service';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

interface ErrorBody {
  error: { code: string; message: string };
}

const IMAGE_URL = /^\/images\/products\/v2\/([1-9][0-9]*)\.svg$/;
const { DOMParser } = new JSDOM('').window;

let app: TestApp;
let mxCatalog: number;

beforeAll(async () => {
  app = await startTestApp();
  mxCatalog = app.seed!.catalogsByCountry[2]!;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

function parseSvg(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  return doc;
}

function expectSvgHeaders(headers: Headers): void {
  expect(headers.get('content-type')).toMatch(/^image\/svg\+xml(;|$)/);
  expect(headers.get('etag')).toMatch(/^"[^"]+"$/);
  expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(headers.get('content-security-policy')).toBe(
    "default-src 'none'; style-src 'unsafe-inline'",
  );
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

/** Inserts a product of the MX catalogue and returns its id. */
async function insertProduct(name: string, brandId: number | null, categoryName: string) {
  const category = await app.ctx.db
    .selectFrom('categories')
    .select('id')
    .where('catalog_id', '=', mxCatalog)
    .where('name', '=', categoryName)
    .executeTakeFirstOrThrow();
  const row = await app.ctx.db
    .insertInto('products')
    .values({
      catalog_id: mxCatalog,
      category_id: category.id,
      brand_id: brandId,
      name,
      name_normalized: normalizeName(name),
      price: 10,
      local_price: null,
      discount_percentage: null,
      discount_max_units_per_order: null,
      image: null,
      erp_purchase_measure_unit_id: null,
      unit_erp_name: 'unidad',
      max_units_per_delivery: null,
      max_units_per_order: null,
      notes: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seeded product images', () => {
  it('stores a same-origin packshot URL for every seeded product', async () => {
    const missing = await app.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('image', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(missing.n)).toBe(0);

    const res = await app.request<{ items: CatalogProduct[] }>('/api/products', {
      query: { catalog_id: mxCatalog, limit: 30 },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const item of res.body.items) {
      expect(item['master-product'].image).toBe(productImagePath(item.id));
    }
  });

  it('serves one small, well-formed SVG per category with the immutable headers', async () => {
    const rows = await app.ctx.db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .select(['products.image', 'categories.name as category'])
      .where('products.catalog_id', '=', mxCatalog)
      .orderBy('products.id')
      .execute();
    const perCategory = new Map<string, string>();
    for (const row of rows) if (row.image) perCategory.set(row.category, row.image);
    expect(perCategory.size).toBeGreaterThanOrEqual(10);

    const bodies = new Set<string>();
    for (const url of perCategory.values()) {
      expect(url).toMatch(IMAGE_URL);
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expectSvgHeaders(res.headers);
      // The pack, the product's own picture and its size tag: a few kilobytes at most.
      expect(Buffer.byteLength(res.text)).toBeLessThan(6144);
      const doc = parseSvg(res.text);
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 400');
      expect(doc.getElementsByTagName('script')).toHaveLength(0);
      expect(res.text).not.toMatch(/href|\bon[a-z]+=|<style|url\(/i);
      bodies.add(res.text);
    }
    expect(bodies.size).toBe(perCategory.size);
  });

  it('shows the brand and the pack size, not the name printed beside it', async () => {
    const product = await app.ctx.db
      .selectFrom('products')
      .select(['id', 'image'])
      .where('catalog_id', '=', mxCatalog)
      .where('name', '=', 'Arroz largo fino Don Anselmo 1 kg')
      .executeTakeFirstOrThrow();
    const res = await app.request(product.image!);
    const texts = [...parseSvg(res.text).getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['1 kg', 'Don Anselmo']));
    expect(texts).not.toContain('Arroz largo fino');
  });

  it('draws each product its own picture, not one per category', async () => {
    const named = async (name: string) => {
      const row = await app.ctx.db
        .selectFrom('products')
        .select('image')
        .where('catalog_id', '=', mxCatalog)
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return (await app.request(row.image!)).text;
    };
    const rice = await named('Arroz largo fino Don Anselmo 1 kg');
    const oil = await named('Aceite de girasol Sol de Oro 900 ml');
    const lentils = await named('Lentejas Campo Verde 500 g');
    // Three products of one category: three different pictures, beyond their texts.
    const drawing = (svg: string) => svg.replace(/<text[^>]*>[^<]*<\/text>/g, '');
    expect(new Set([drawing(rice), drawing(oil), drawing(lentils)]).size).toBe(3);
    // A pack of six reads as such.
    const six = await named('Agua mineral sin gas Río Claro caja x6');
    expect([...parseSvg(six).getElementsByTagName('text')].map((t) => t.textContent)).toContain(
      'x6',
    );
  });

  it('gives every seeded category a picture of the bundled set, served immutable', async () => {
    const categories = await app.ctx.db
      .selectFrom('categories')
      .select(['name', 'image'])
      .where('catalog_id', '=', mxCatalog)
      .execute();
    const urls = new Set(categories.map((category) => category.image));
    expect(urls.size).toBe(categories.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/icons\/v1\/[a-z0-9-]+\.svg$/);
      const res = await app.request(url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(parseSvg(res.text).getElementsByTagName('script')).toHaveLength(0);
    }
    expect((await app.request('/images/icons/v1/not-an-icon.svg')).status).toBe(404);
    expect((await app.request('/images/icons/v1/..%2Fsecret.svg')).status).toBe(404);
  });

  it('also points the large catalogue at its packshots', async () => {
    const { catalogId } = await seedLargeCatalog(app.ctx.db, { products: 120, slug: 'img-grande' });
    const rows = await app.ctx.db
      .selectFrom('products')
      .select(['id', 'image'])
      .where('catalog_id', '=', catalogId)
      .execute();
    expect(rows).toHaveLength(120);
    for (const row of rows) expect(row.image).toBe(productImagePath(row.id));
    const res = await app.request(rows[rows.length - 1]!.image!);
    expect(res.status).toBe(200);
    parseSvg(res.text);
  });
});

describe('hostile product names', () => {
  it('escapes markup so that the text reads back exactly and nothing becomes an element', async () => {
    const brand = await app.ctx.db
      .insertInto('brands')
      .values({ country_id: 2, name: 'Marca "<i>"', image: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertProduct(
      `<script>&"' <img src=x onerror=alert(1)> \u0001Marca "<i>" 1 kg`,
      brand.id,
      'Almacén',
    );
    const res = await app.request(productImagePath(id));
    expect(res.status).toBe(200);
    expectSvgHeaders(res.headers);
    expect(res.text).not.toContain('<script');
    expect(res.text).not.toContain('<img');
    expect(res.text).not.toContain('<i>');
    const doc = parseSvg(res.text);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('img')).toHaveLength(0);
    const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent ?? '');
    expect(texts).toContain('Marca "<i>"');
    expect(texts).toContain('1 kg');
  });

  it('draws a renamed product afresh under a new validator', async () => {
    const id = await insertProduct('Yerba mate Nativa 1 kg', null, 'Almacén');
    const before = await app.request(productImagePath(id));
    await app.ctx.db
      .updateTable('products')
      .set({ name: 'Yerba mate suave 500 g' })
      .where('id', '=', id)
      .execute();
    const after = await app.request(productImagePath(id));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(after.text).toContain('500 g');
  });
});

describe('conditional requests', () => {
  it('answers 304 to a matching If-None-Match and 200 otherwise', async () => {
    const url = productImagePath(app.seed!.productIdsByCatalog[mxCatalog]![0]!);
    const first = await app.request(url);
    const etag = first.headers.get('etag')!;
    expect(etag).not.toMatch(/^W\//);

    const again = await app.request(url);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);

    const cached = await app.request(url, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.text).toBe('');
    expect(cached.headers.get('etag')).toBe(etag);
    expect(cached.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const listed = await app.request(url, {
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(listed.status).toBe(304);

    const weak = await app.request(url, { headers: { 'if-none-match': `W/${etag}` } });
    expect(weak.status).toBe(304);
    const any = await app.request(url, { headers: { 'if-none-match': '*' } });
    expect(any.status).toBe(304);

    const stale = await app.request(url, { headers: { 'if-none-match': '"v1-stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);

    const head = await app.request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
  });
});

describe('bitmaps of the drawings', () => {
  async function fetchBitmap(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(new URL(url, app.baseUrl), { headers });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it('draws a packshot as a WebP of each offered width, square, immutable and revalidatable', async () => {
    const svgUrl = productImagePath(app.seed!.productIdsByCatalog[mxCatalog]![0]!);
    const sizes: number[] = [];
    for (const width of RASTER_IMAGE_WIDTHS) {
      const { res, bytes } = await fetchBitmap(rasterImageUrl(svgUrl, width)!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: width });
      sizes.push(bytes.length);

      const etag = res.headers.get('etag')!;
      expect(etag).toMatch(/^"[^"]+"$/);
      const cached = await fetchBitmap(rasterImageUrl(svgUrl, width)!, { 'if-none-match': etag });
      expect(cached.res.status).toBe(304);
      expect(cached.bytes.length).toBe(0);
    }
    // A card's bitmap weighs what its drawing did: a few kilobytes.
    expect(sizes[RASTER_IMAGE_WIDTHS.indexOf(320)]).toBeLessThan(12 * 1024);
  });

  it('draws the text of the picture: the brand and pack size show in the bitmap', async () => {
    const id = await insertProduct('Arroz blanco 1 kg', null, 'Almacén');
    const plain = await insertProduct('Arroz blanco', null, 'Almacén');
    const pixels = async (productId: number) =>
      sharp((await fetchBitmap(`/images/products/v2/${productId}.w160.webp`)).bytes)
        .raw()
        .toBuffer();
    // Only the size tag tells the two apart: drawn, it changes the pixels.
    expect((await pixels(id)).equals(await pixels(plain))).toBe(false);
  });

  it('draws a category picture of the bundled set as a WebP', async () => {
    const { res, bytes } = await fetchBitmap('/images/icons/v1/glass-of-milk.w80.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 80, height: 80 });
  });

  it.each([
    '/images/products/v2/1.w100.webp',
    '/images/products/v2/1.w3200.webp',
    '/images/products/v2/0.w160.webp',
    '/images/products/v2/01.w160.webp',
    '/images/products/v2/1.lite.w160.webp',
    '/images/products/v2/999999999.w160.webp',
    '/images/products/v1/1.w160.webp',
    '/images/icons/v1/glass-of-milk.w100.webp',
    '/images/icons/v1/no-such-picture.w80.webp',
  ])('refuses %s with a JSON 404', async (url) => {
    const res = await app.request<ErrorBody>(url);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toMatch(/not_found$/);
  });
});

describe('low-data variant', () => {
  const LITE_URL = /^\/images\/products\/v2\/([1-9][0-9]*)\.lite\.svg$/;

  async function seededImages(): Promise<string[]> {
    const rows = await app.ctx.db
      .selectFrom('products')
      .select('image')
      .where('catalog_id', '=', mxCatalog)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.image).filter((image): image is string => image !== null);
  }

  const varyNames = (headers: Headers) =>
    (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

  it('serves a flat silhouette of far fewer bytes at the .lite name, for every product', async () => {
    let fullBytes = 0;
    let liteBytes = 0;
    for (const url of await seededImages()) {
      const liteUrl = liteProductImageUrl(url);
      expect(liteUrl).toMatch(LITE_URL);
      const [full, lite] = await Promise.all([app.request(url), app.request(liteUrl)]);
      expect(lite.status).toBe(200);
      expectSvgHeaders(lite.headers);
      // One drawing whatever the request says: nothing to vary on.
      expect(varyNames(lite.headers)).not.toContain('save-data');
      expect(lite.headers.get('etag')).not.toBe(full.headers.get('etag'));
      const doc = parseSvg(lite.text);
      expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 400 400');
      expect(doc.documentElement.getAttribute('width')).toBe('400');
      expect(doc.getElementsByTagName('text')).toHaveLength(0);
      expect(lite.text).not.toMatch(/href|\bon[a-z]+=|<style|url\(|<script/i);
      fullBytes += Buffer.byteLength(full.text);
      liteBytes += Buffer.byteLength(lite.text);
    }
    expect(liteBytes).toBeLessThan(fullBytes * 0.4);
  });

  it('answers Save-Data: on at the plain name with the lite drawing, varying on the header', async () => {
    const url = productImagePath(app.seed!.productIdsByCatalog[mxCatalog]![0]!);
    const lite = await app.request(liteProductImageUrl(url));
    const full = await app.request(url);
    const saving = await app.request(url, { headers: { 'save-data': 'on' } });
    const notSaving = await app.request(url, { headers: { 'save-data': 'off' } });

    expect(saving.status).toBe(200);
    expectSvgHeaders(saving.headers);
    expect(saving.text).toBe(lite.text);
    expect(saving.headers.get('etag')).toBe(lite.headers.get('etag'));
    expect(notSaving.text).toBe(full.text);
    for (const res of [full, saving, notSaving]) {
      expect(varyNames(res.headers)).toContain('save-data');
    }

    // A validator of one drawing never revalidates the other.
    const crossed = await app.request(url, {
      headers: { 'save-data': 'on', 'if-none-match': full.headers.get('etag')! },
    });
    expect(crossed.status).toBe(200);
    expect(crossed.text).toBe(lite.text);
    const same = await app.request(url, {
      headers: { 'save-data': 'On', 'if-none-match': lite.headers.get('etag')! },
    });
    expect(same.status).toBe(304);
    expect(varyNames(same.headers)).toContain('save-data');
  });

  it('refuses malformed lite names and unknown products with a JSON 404', async () => {
    for (const name of ['1.lite.lite.svg', '01.lite.svg', '1.LITE.svg', '.lite.svg', '1.lite']) {
      const res = await app.request<ErrorBody>(`/images/products/v2/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const unknown = await app.request<ErrorBody>('/images/products/v2/2147483000.lite.svg');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('product_image_not_found');
  });
});

describe('unknown and malformed ids', () => {
  it('answers 404 in the error shape for a product that does not exist', async () => {
    const res = await app.request<ErrorBody>('/images/products/v2/2147483000.svg');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body.error.code).toBe('product_image_not_found');
    expect(res.body.error.message).toBeTruthy();
  });

  it.each([
    'abc.svg',
    '0.svg',
    '-1.svg',
    '01.svg',
    '1.5.svg',
    '1e3.svg',
    '0x1f.svg',
    '2147483648.svg',
    '99999999999999999999.svg',
    '1',
    '1.png',
    '1.svg.svg',
    '%00.svg',
    '1.svg%00',
    '%2e%2e%2f1.svg',
    '%F0%9F%8D%8E.svg',
    'a very long id',
  ])('refuses %s with a 4xx JSON error, never a 5xx', async (file) => {
    const name = file === 'a very long id' ? `${'9'.repeat(4000)}.svg` : file;
    const res = await app.request<ErrorBody>(`/images/products/v2/${name}`);
    expect([400, 404]).toContain(res.status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(typeof res.body.error.code).toBe('string');
  });

  it.each(['/images/products/v1/1.svg', '/images/products/', '/images/products/v2/1/2.svg'])(
    'answers %s with a JSON 404 rather than the shell',
    async (path) => {
      const res = await app.request<ErrorBody>(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    },
  );
});

describe('routing', () => {
  it('leaves the profile-picture uploads under /images/{id}/profile to their own route', async () => {
    const anonymous = await app.request<ErrorBody>('/images/1/profile', { method: 'POST' });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.error.code).toBe('customer_not_found');
    const oddId = await app.request<ErrorBody>('/images/products/profile', { method: 'POST' });
    expect(oddId.status).toBe(400);
    expect(oddId.body.error.code).toBe('validation_failed');
  });

  it('documents the packshot route in the OpenAPI document', async () => {
    const res = await app.request<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    expect(res.body.paths['/images/products/v2/{id}.svg']?.get).toBeDefined();
    expect(res.body.paths['/images/products/v2/{id}.lite.svg']?.get).toBeDefined();
    expect(res.body.paths['/images/products/v2/{id}.w{width}.webp']?.get).toBeDefined();
    expect(res.body.paths['/images/icons/v1/{name}.w{width}.webp']?.get).toBeDefined();
    expect(res.body.paths['/images/{id}/profile']?.post).toBeDefined();
  });
});
