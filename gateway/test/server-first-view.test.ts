import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import type { CatalogFirstViewData } from '@barrio/shared/first-view';
import { webRoutes } from '../src/modules/web/routes';

const logger = pino({ level: 'silent' });
const CATALOG_VERSION = '0.1.0-aaaa1111';
const CATALOG_DIR = `remotes/mf-catalog/${CATALOG_VERSION}`;
const SCRIPT_BREAKER = '</script><script>alert(1)</script>';

let webDir: string;

async function put(relative: string, content: string): Promise<void> {
  const file = path.join(webDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

// Stand-ins for the apps' server bundles, written as the builds lay them out.
const SHELL_BUNDLE = `
exports.firstViewLocale = (countryId, requested) => requested === 'en-US' ? 'en-US' : 'es-MX';
exports.renderFirstView = async ({ shop, locale, mainHtml }) => ({
  html: '<div data-testid="shell-layout" lang="' + locale + '"><span data-testid="shop-name">' + shop.slug + '</span><main>' + mainHtml + '</main></div>',
  css: '.frame{display:flex}',
  queries: { mutations: [], queries: [{ queryKey: ['shell', 'shop', shop.slug], state: { data: shop } }] },
});`;
const CATALOG_BUNDLE = `
exports.renderFirstView = async ({ shop, products }) => ({
  html: '<section data-testid="shop-page"><p data-testid="product-price">$&amp; $1.50</p><p>' + products.items.length + ' products</p>' +
    '<link rel="preload" as="image" href="/images/products/v1/1.svg" fetchPriority="high"/>' +
    '<img src="/images/products/v1/1.svg" alt="" loading="eager" fetchPriority="high"/><img src="/images/products/v1/2.svg" alt="" loading="lazy" fetchPriority="auto"/></section>',
  css: '.grid{display:grid}</style><script>',
  queries: { mutations: [], queries: [{ queryKey: ['catalog', 'shop', shop.slug], state: { data: shop } }] },
});`;

function shop(slug: string, name = 'Tienda Demo') {
  return { id: 1, slug, name, country_id: 1, catalog_id: 1, act_as_delivery_point: false };
}

const loads: string[] = [];
async function loadData(slug: string): Promise<CatalogFirstViewData | null> {
  loads.push(slug);
  if (slug !== 'demo-mx' && slug !== 'tricky-mx') return null;
  return {
    shop: shop(slug, slug === 'tricky-mx' ? SCRIPT_BREAKER : 'Tienda Demo') as never,
    banners: [],
    menus: [],
    categories: [],
    brands: [],
    products: { items: [{ id: 1 }, { id: 2 }], next_cursor: null, total: 2 },
  };
}

function appWith(): express.Application {
  const app = express();
  app.use(
    webRoutes({
      config: { webDir, devServers: {}, isProduction: true },
      logger,
      firstViewData: loadData,
    }),
  );
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found' } });
  });
  return app;
}

beforeEach(async () => {
  loads.length = 0;
  webDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'barrio-ssr-')), '.web');
  await put(
    'shell/index.html',
    '<!doctype html><html><head><meta charset="utf-8"><title>Barrio</title></head><body><div id="root"></div></body></html>',
  );
  await put('shell/server/first-view.js', SHELL_BUNDLE);
  await put(`${CATALOG_DIR}/mf-manifest.json`, '{"id":"mf_catalog"}');
  await put(`${CATALOG_DIR}/server/first-view.js`, CATALOG_BUNDLE);
  await put(
    'remotes.json',
    JSON.stringify({
      remotes: {
        'mf-catalog': {
          name: 'mf_catalog',
          version: CATALOG_VERSION,
          url: `/remotes/mf-catalog/${CATALOG_VERSION}`,
        },
      },
      history: {},
    }),
  );
});

afterEach(async () => {
  await rm(path.dirname(webDir), { recursive: true, force: true });
});

describe("the shop page's first view from the server", () => {
  it('writes the frame around the catalogue first in the body, with styles and data in the head', async () => {
    const res = await request(appWith()).get('/demo-mx').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html).toMatch(
      /<body><div id="barrio-first-view"><div data-first-view-testid="shell-layout"/,
    );
    expect(html).toContain('<section data-first-view-testid="shop-page">');
    // A price in the markup stays as written, whatever `$` patterns it holds.
    expect(html).toContain('$&amp; $1.50');
    expect(html).toContain('<style id="barrio-first-view-styles">');
    expect(html).toContain('.frame{display:flex}');
    // The browser's page renders under the first view, neither shown nor laid out.
    expect(html).toContain(
      '#barrio-first-view~#root{position:absolute;top:0;left:0;right:0;visibility:hidden;content-visibility:hidden}',
    );
    const state =
      /<script id="barrio-first-view-state" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(state?.[1] ?? 'null')).toEqual([
      expect.objectContaining({
        queries: [expect.objectContaining({ queryKey: ['shell', 'shop', 'demo-mx'] })],
      }),
      expect.objectContaining({
        queries: [expect.objectContaining({ queryKey: ['catalog', 'shop', 'demo-mx'] })],
      }),
    ]);
    // The shop comes with the page: no preload of its lookup.
    expect(html).not.toContain('href="/api/shops/demo-mx"');
  });

  it("hints the first screen's high-priority images first in the head, and no others", async () => {
    const html = (await request(appWith()).get('/demo-mx').expect(200)).text;
    expect(html).toMatch(
      /^<!doctype html><html><head><meta charset="utf-8"><link rel="preload" as="image" fetchpriority="high" href="\/images\/products\/v1\/1\.svg"><title>/,
    );
    expect(html).not.toContain('as="image" fetchpriority="high" href="/images/products/v1/2.svg"');
    // Once: React's own preload of the same picture in the markup is left out.
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('never lets data or styles close their element', async () => {
    const html = (await request(appWith()).get('/tricky-mx').expect(200)).text;
    expect(html).not.toContain(SCRIPT_BREAKER);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).toContain('.grid{display:grid}<\\/style><script>');
  });

  it('renders in the locale asked for, and the same page whoever asks', async () => {
    const english = await request(appWith()).get('/demo-mx?locale=en-US').expect(200);
    expect(english.text).toContain('lang="en-US"');
    const guest = await request(appWith()).get('/demo-mx').expect(200);
    const signedIn = await request(appWith())
      .get('/demo-mx')
      .set('Cookie', 'barrio_session=someone-signed-in')
      .expect(200);
    expect(signedIn.text).toBe(guest.text);
  });

  it('leaves unknown shops, searches, filters and subpages to the browser', async () => {
    for (const url of [
      '/no-such-mx',
      '/demo-mx?q=arroz',
      '/demo-mx?category=3',
      '/demo-mx/mi-carrito',
    ]) {
      const res = await request(appWith()).get(url).expect(200);
      expect(res.text).not.toContain('barrio-first-view');
      expect(res.text).toContain('<div id="root"></div>');
    }
    expect(loads).toEqual(['no-such-mx']);
  });

  it('serves the page without a first view when a server bundle fails or is missing', async () => {
    await put(`${CATALOG_DIR}/server/first-view.js`, 'throw new Error("broken build")');
    const broken = await request(appWith()).get('/demo-mx').expect(200);
    expect(broken.text).not.toContain('barrio-first-view');

    await put(`${CATALOG_DIR}/server/first-view.js`, CATALOG_BUNDLE);
    await rm(path.join(webDir, 'shell', 'server'), { recursive: true });
    const missing = await request(appWith()).get('/demo-mx').expect(200);
    expect(missing.text).not.toContain('barrio-first-view');
  });

  it('renders a shop once for a while, and again as soon as mf-catalog is deployed', async () => {
    const app = appWith();
    const first = await request(app).get('/demo-mx').expect(200);
    const second = await request(app).get('/demo-mx').expect(200);
    expect(second.text).toBe(first.text);
    expect(loads).toEqual(['demo-mx']);

    // A deploy: a new version folder, and the registry pointing at it.
    const next = '0.1.0-bbbb2222';
    await put(
      `remotes/mf-catalog/${next}/server/first-view.js`,
      CATALOG_BUNDLE.replace('products<', 'items<'),
    );
    await put(
      'remotes.json',
      JSON.stringify({
        remotes: {
          'mf-catalog': { name: 'mf_catalog', version: next, url: `/remotes/mf-catalog/${next}` },
        },
        history: {},
      }),
    );
    const redeployed = await request(app).get('/demo-mx').expect(200);
    expect(redeployed.text).toContain('2 items');
    expect(loads).toEqual(['demo-mx', 'demo-mx']);
  });

  it('never serves a server bundle to the public', async () => {
    await request(appWith()).get(`/${CATALOG_DIR}/server/first-view.js`).expect(404);
    await request(appWith()).get('/server/first-view.js').expect(404);
  });
});
