import { firstViewData, shopFrameData } from '../src/modules/web/first-view-data';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

// The server's first view must show what the page would have asked the API for: the same
// answers, read in-process.
describe('the data of the first view', () => {
  it('is what the API answers for the shop, its catalogue and its first product page', async () => {
    const data = await firstViewData(app.ctx)('demo-mx');
    expect(data).not.toBeNull();
    const shop = (
      await app.request<{ catalog_id: number; country_id: number }>('/api/shops/demo-mx')
    ).body;
    expect(data?.shop).toEqual(shop);
    const catalog = shop.catalog_id;
    const answers = await Promise.all([
      app.request('/api/banners', { query: { catalog_id: catalog } }),
      app.request('/api/menus', { query: { catalog_id: catalog } }),
      app.request(`/api/categories/${catalog}`),
      app.request('/api/brands', { query: { country_id: shop.country_id, catalog_id: catalog } }),
      app.request('/api/products', { query: { catalog_id: catalog } }),
    ]);
    expect([data?.banners, data?.menus, data?.categories, data?.brands, data?.products]).toEqual(
      answers.map((answer) => answer.body),
    );
  });

  it('reads the texts in the locale the page is shown in, as the page asks for them', async () => {
    const data = await firstViewData(app.ctx)('demo-mx', () => 'en-US');
    const shop = (await app.request<{ catalog_id: number }>('/api/shops/demo-mx')).body;
    const query = { catalog_id: shop.catalog_id, locale: 'en-US' };
    const answers = await Promise.all([
      app.request('/api/banners', { query }),
      app.request('/api/menus', { query }),
      app.request(`/api/categories/${shop.catalog_id}`, { query: { locale: 'en-US' } }),
      app.request('/api/products', { query }),
    ]);
    expect([data?.banners, data?.menus, data?.categories, data?.products]).toEqual(
      answers.map((answer) => answer.body),
    );
    expect(data?.categories).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Cleaning' })]),
    );
  });

  it('carries the flags every visitor of the shop gets', async () => {
    const data = await firstViewData(app.ctx)('demo-mx');
    expect(data?.flags).toMatchObject({ home_toggle: true });
  });

  it('is none for an unknown shop', async () => {
    expect(await firstViewData(app.ctx)('no-such-shop-mx')).toBeNull();
  });
});

// A subpage the server draws the frame of (the checkout) needs the shop and its flags only.
describe('the data of a shop page’s frame', () => {
  it('is the shop as the API answers it, with the same flags as the shop page', async () => {
    const frame = await shopFrameData(app.ctx)('demo-mx');
    expect(frame?.shop).toEqual((await app.request('/api/shops/demo-mx')).body);
    expect(frame?.flags).toEqual((await firstViewData(app.ctx)('demo-mx'))?.flags);
  });

  it('is none for an unknown shop', async () => {
    expect(await shopFrameData(app.ctx)('no-such-shop-mx')).toBeNull();
  });
});
