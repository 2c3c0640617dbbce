import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import type { ShopFrameData, ShopPageData } from '@barrio/shared/first-view';
import { KEPT_TAPS_SCRIPT } from '@barrio/shared/first-view/kept-taps';
import { ENTRY_AFTER_PAINT_SCRIPT } from '../src/modules/web/entry-after-paint';
import { webRoutes } from '../src/modules/web/routes';

const logger = pino({ level: 'silent' });
// The gateway's packages, which the server bundles get their React from.
const repoRoot = path.resolve(__dirname, '..', '..');
const CATALOG_VERSION = '0.1.0-aaaa1111';
const CATALOG_DIR = `remotes/mf-catalog/${CATALOG_VERSION}`;
const CART_VERSION = '0.1.0-cccc3333';
const CART_DIR = `remotes/mf-cart-checkout/${CART_VERSION}`;
const SCRIPT_BREAKER = '</script><script>alert(1)</script>';

let webDir: string;

async function put(relative: string, content: string): Promise<void> {
  const file = path.join(webDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

// Stand-ins for the apps' server bundles, written as the builds lay them out. Like the real ones
// they require React from the gateway: the catalogue's component, which calls a hook, renders
// inside the shell's render only if both meet the same React.
const SHELL_BUNDLE = `
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
exports.firstViewLocale = (countryId, requested) => requested === 'en-US' ? 'en-US' : 'es-MX';
exports.renderShopPage = async ({ shop, locale, lowData, flags, modules, subpage }) => {
  // As the shell's route: the page in its slot, the cart's control placed through its slots.
  const [first, control] = modules;
  const slots = control
    ? { cartControl: (args) => createElement(control.component, { shopSlug: shop.slug, ...args }) }
    : {};
  const main = renderToString(createElement(first.component, { shopSlug: shop.slug, slots }));
  return {
    html: '<div data-testid="shell-layout" data-subpage="' + (subpage || '') + '" data-locale="' + locale + '" data-low-data="' + lowData +
      '" data-flags="' + Object.keys(flags).filter((name) => flags[name]).join(',') +
      '"><span data-testid="shop-name">' + shop.slug + '</span><main data-remote-version="' +
      first.version + '" data-remote-build="' + first.build + '">' + main + '</main></div>',
    styles: '<style data-styled="active" data-styled-version="6">.frame{display:flex}</style>',
    queries: {
      mutations: [],
      queries: [
        { queryKey: ['shell', 'shop', shop.slug], state: { data: shop } },
        ...modules.flatMap((module) => (module.queries ? module.queries.queries : [])),
      ],
    },
  };
};`;
const CATALOG_BUNDLE = `
const { createElement, useId } = require('react');
exports.buildLabel = 'catalog-build-7';
exports.ShopPage = function ShopPage({ shopSlug, slots }) {
  const id = useId();
  const product = { id: 1, name: 'Arroz' };
  return createElement('section', { 'data-testid': 'shop-page', 'aria-labelledby': id },
    createElement('h2', { id }, 'catalogue of ' + shopSlug),
    slots.cartControl && slots.cartControl({ catalogId: 1, product, layout: 'card' }),
    createElement('p', { 'data-testid': 'product-price' }, '$& $1.50'),
    createElement('img', { src: '/images/products/v1/1.w160.webp', srcSet: '/images/products/v1/1.w160.webp 160w, /images/products/v1/1.w320.webp 320w', sizes: '160px', alt: '', loading: 'eager', fetchPriority: 'high' }),
    createElement('img', { src: '/images/products/v1/2.svg', alt: '', loading: 'lazy', fetchPriority: 'auto' }));
};
exports.prepareShopPage = async ({ shop, products, locale }) => ({
  mutations: [],
  queries: [{ queryKey: ['catalog', 'products', shop.catalog_id, locale], state: { data: products } }],
});`;

const CART_BUNDLE = `
const { createElement } = require('react');
let prepared = null;
exports.buildLabel = 'cart-build-3';
exports.prepareProductCartControl = async (locale) => { prepared = locale; };
exports.ProductCartControl = function ProductCartControl({ shopSlug, catalogId, product, layout }) {
  return createElement('button', { 'data-testid': 'add-to-cart', 'data-layout': layout },
    'Agregar ' + product.name + ' (' + shopSlug + ', catálogo ' + catalogId + ', ' + prepared + ')');
};
exports.prepareCheckoutPage = async ({ shop, locale }) => ({
  mutations: [],
  queries: [{ queryKey: ['cart-checkout', 'shop', shop.slug], state: { data: shop } }],
});
exports.CheckoutPage = function CheckoutPage({ shopSlug }) {
  return createElement('section', { 'data-testid': 'checkout-page', 'aria-busy': 'true' },
    createElement('h1', null, 'Finalizar pedido en ' + shopSlug));
};`;

/** The JSON the page carries inline in its script element `id`, or null. */
function inlineJson(html: string, id: string): unknown {
  const found = new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html);
  return JSON.parse(found?.[1] ?? 'null');
}

function shop(slug: string, name = 'Tienda Demo') {
  return { id: 1, slug, name, country_id: 1, catalog_id: 1, act_as_delivery_point: false };
}

const loads: string[] = [];
const frames: string[] = [];
async function loadFrame(slug: string): Promise<ShopFrameData | null> {
  frames.push(slug);
  const data = await loadData(slug);
  loads.pop();
  return data && { shop: data.shop, flags: data.flags };
}

async function loadData(slug: string): Promise<ShopPageData | null> {
  loads.push(slug);
  if (slug !== 'demo-mx' && slug !== 'tricky-mx') return null;
  return {
    shop: shop(slug, slug === 'tricky-mx' ? SCRIPT_BREAKER : 'Tienda Demo') as never,
    banners: [],
    menus: [],
    categories: [],
    brands: [],
    products: { items: [{ id: 1 }, { id: 2 }], next_cursor: null, total: 2 },
    flags: { home_toggle: true, support_widget: false },
  };
}

/** The web routes; `checkout`: with the loader of a shop's frame, so the checkout is drawn too. */
function appWith({ checkout = false } = {}): express.Application {
  const app = express();
  app.use(
    webRoutes({
      config: { webDir, devServers: {}, isProduction: true, repoRoot },
      logger,
      firstViewData: loadData,
      ...(checkout ? { shopFrameData: loadFrame } : {}),
    }),
  );
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found' } });
  });
  return app;
}

beforeEach(async () => {
  loads.length = 0;
  frames.length = 0;
  webDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'barrio-ssr-')), '.web');
  await put(
    'shell/index.html',
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Barrio</title><script defer="defer" src="/main.0a1b2c3d.js"></script><link rel="preload" as="script" fetchpriority="low" href="/5412.0a1b2c3d.js" data-shell-start></head><body><noscript>Barrio necesita JavaScript para funcionar.</noscript><div id="root"></div></body></html>',
  );
  await put('shell/server/first-view.js', SHELL_BUNDLE);
  await put(`${CATALOG_DIR}/mf-manifest.json`, '{"id":"mf_catalog"}');
  await put(`${CATALOG_DIR}/server/first-view.js`, CATALOG_BUNDLE);
  await put(`${CART_DIR}/mf-manifest.json`, '{"id":"mf_cart_checkout"}');
  await put(`${CART_DIR}/server/first-view.js`, CART_BUNDLE);
  await put('remotes.json', registry(CATALOG_VERSION));
});

/** The registry with mf-catalog at `catalogVersion` and the cart at its one version. */
function registry(catalogVersion: string): string {
  return JSON.stringify({
    remotes: {
      'mf-catalog': {
        name: 'mf_catalog',
        version: catalogVersion,
        url: `/remotes/mf-catalog/${catalogVersion}`,
      },
      'mf-cart-checkout': {
        name: 'mf_cart_checkout',
        version: CART_VERSION,
        url: `/remotes/mf-cart-checkout/${CART_VERSION}`,
      },
    },
    history: {},
  });
}

afterEach(async () => {
  await rm(path.dirname(webDir), { recursive: true, force: true });
});

describe("the shop page's first view from the server", () => {
  it("writes the shell's page, with the catalogue in it, into the root for the browser to hydrate", async () => {
    const res = await request(appWith()).get('/demo-mx').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.text;
    expect(html).toMatch(
      /<body><div id="root"><div data-testid="shell-layout" data-subpage="" data-locale="es-MX"/,
    );
    // The catalogue's own component, rendered with the React the shell's bundle renders with.
    expect(html).toMatch(/<section data-testid="shop-page" aria-labelledby="([^"]+)"><h2 id="\1">/);
    expect(html).toContain('catalogue of demo-mx');
    // Named with the version the registry points at and the build it reports.
    expect(html).toContain(`data-remote-version="${CATALOG_VERSION}"`);
    expect(html).toContain('data-remote-build="catalog-build-7"');
    // A price in the markup stays as written, whatever `$` patterns it holds.
    expect(html).toContain('$&amp; $1.50');
    // styled-components' own tags, which the browser's styled-components adopts.
    expect(html).toContain('<style data-styled="active" data-styled-version="6">');
    expect(inlineJson(html, 'barrio-first-view-state')).toEqual([
      expect.objectContaining({
        queries: [
          expect.objectContaining({ queryKey: ['shell', 'shop', 'demo-mx'] }),
          expect.objectContaining({ queryKey: ['catalog', 'products', 1, 'es-MX'] }),
        ],
      }),
    ]);
    expect(inlineJson(html, 'barrio-first-view-render')).toEqual({
      shopSlug: 'demo-mx',
      countryId: 1,
      locale: 'es-MX',
      lowData: false,
      modules: ['mf_catalog/ShopPage', 'mf_cart_checkout/ProductCartControl'],
    });
    // The cart's control on the catalogue's card, from the cart's own deployed bundle, with its
    // messages loaded for the page's locale first.
    expect(html).toContain(
      '<button data-testid="add-to-cart" data-layout="card">Agregar Arroz (demo-mx, catálogo 1, es-MX)</button>',
    );
    // Drawn with the flags every visitor of the shop gets.
    expect(html).toContain('data-flags="home_toggle"');
    // The shop comes with the page: no preload of its lookup; and the page needs no notice that
    // it works without script.
    expect(html).not.toContain('href="/api/shops/demo-mx"');
    expect(html).not.toContain('<noscript>');
    // It paints from its markup: the shell's start-up scripts are not preloaded ahead of it.
    expect(html).not.toContain('data-shell-start');
  });

  it('keeps taps on the markup from the first paint: the keeper runs before the markup', async () => {
    const html = (await request(appWith()).get('/demo-mx').expect(200)).text;
    const keeper = html.indexOf(`<script>${KEPT_TAPS_SCRIPT}</script>`);
    expect(keeper).toBeGreaterThan(html.indexOf('<head'));
    expect(keeper).toBeLessThan(html.indexOf('</head>'));
    // A page the browser renders alone has no markup to keep taps on.
    const cart = (await request(appWith()).get('/demo-mx/mi-carrito').expect(200)).text;
    expect(cart).not.toContain(KEPT_TAPS_SCRIPT);
  });

  it("starts the shell's entry after the first paint on a page the server rendered", async () => {
    const html = (await request(appWith()).get('/demo-mx').expect(200)).text;
    expect(html).not.toContain('<script defer="defer" src="/main.0a1b2c3d.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/main.0a1b2c3d.js" data-shell-entry>',
    );
    expect(html).toContain(`<script>${ENTRY_AFTER_PAINT_SCRIPT}</script>`);
  });

  it("keeps the shell's start-up preloads on a page the browser renders", async () => {
    const html = (await request(appWith()).get('/demo-mx/mi-carrito').expect(200)).text;
    // Nothing of its own to paint first: the entry runs as soon as the document is parsed.
    expect(html).toContain('<script defer="defer" src="/main.0a1b2c3d.js"></script>');
    expect(html).not.toContain('data-shell-entry');
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/5412.0a1b2c3d.js" data-shell-start>',
    );
  });

  it("hints the first screen's high-priority images first in the head, and no others", async () => {
    const html = (await request(appWith()).get('/demo-mx').expect(200)).text;
    expect(html).toMatch(
      /^<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><link rel="preload" as="image" fetchpriority="high" href="\/images\/products\/v1\/1\.w160\.webp" imagesrcset="\/images\/products\/v1\/1\.w160\.webp 160w, \/images\/products\/v1\/1\.w320\.webp 320w" imagesizes="160px"><title>/,
    );
    expect(html).not.toContain('as="image" fetchpriority="high" href="/images/products/v1/2.svg"');
    // Once: React's own preload of the same picture in the markup is left out.
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('never lets data close its element', async () => {
    const html = (await request(appWith()).get('/tricky-mx').expect(200)).text;
    expect(html).not.toContain(SCRIPT_BREAKER);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it('draws the page in low-data mode when the request asks for it', async () => {
    const saver = await request(appWith()).get('/demo-mx').set('Save-Data', 'on').expect(200);
    expect(saver.text).toContain('data-low-data="true"');
    expect(saver.text).toContain('"lowData":true');
    const cookie = await request(appWith())
      .get('/demo-mx')
      .set('Cookie', 'barrio_low_data=1')
      .expect(200);
    expect(cookie.text).toContain('data-low-data="true"');
  });

  it('renders in the locale asked for, and the same page whoever asks', async () => {
    const english = await request(appWith()).get('/demo-mx?locale=en-US').expect(200);
    expect(english.text).toContain('<html lang="en-US">');
    expect(english.text).toContain('data-locale="en-US"');
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
    // A card without its "+" would be a page the browser draws otherwise: no first view.
    await rm(path.join(webDir, CART_DIR, 'server'), { recursive: true });
    const noCart = await request(appWith()).get('/demo-mx').expect(200);
    expect(noCart.text).not.toContain('barrio-first-view');

    await put(`${CART_DIR}/server/first-view.js`, CART_BUNDLE);
    await rm(path.join(webDir, 'shell', 'server'), { recursive: true });
    const missing = await request(appWith()).get('/demo-mx').expect(200);
    expect(missing.text).not.toContain('barrio-first-view');
  });

  it('renders a shop once for a while, and again as soon as mf-catalog or the cart is deployed', async () => {
    const app = appWith();
    const first = await request(app).get('/demo-mx').expect(200);
    const second = await request(app).get('/demo-mx').expect(200);
    expect(second.text).toBe(first.text);
    expect(loads).toEqual(['demo-mx']);

    // A deploy: a new version folder, and the registry pointing at it.
    const next = '0.1.0-bbbb2222';
    await put(
      `remotes/mf-catalog/${next}/server/first-view.js`,
      CATALOG_BUNDLE.replace("'catalogue of '", "'next catalogue of '"),
    );
    await put('remotes.json', registry(next));
    const redeployed = await request(app).get('/demo-mx').expect(200);
    expect(redeployed.text).toContain('next catalogue of demo-mx');
    expect(redeployed.text).toContain(`data-remote-version="${next}"`);
    expect(loads).toEqual(['demo-mx', 'demo-mx']);

    // So does a deploy of the cart, whose control is on the cards.
    const nextCart = '0.1.0-dddd4444';
    await put(
      `remotes/mf-cart-checkout/${nextCart}/server/first-view.js`,
      CART_BUNDLE.replace("'Agregar '", "'Añadir '"),
    );
    const withNextCart = JSON.parse(registry(next)) as {
      remotes: Record<string, { version: string; url: string }>;
    };
    withNextCart.remotes['mf-cart-checkout'] = {
      ...withNextCart.remotes['mf-cart-checkout']!,
      version: nextCart,
      url: `/remotes/mf-cart-checkout/${nextCart}`,
    };
    await put('remotes.json', JSON.stringify(withNextCart));
    const cartRedeployed = await request(app).get('/demo-mx').expect(200);
    expect(cartRedeployed.text).toContain('Añadir Arroz');
    expect(loads).toEqual(['demo-mx', 'demo-mx', 'demo-mx']);
  });

  it('never serves a server bundle to the public', async () => {
    await request(appWith()).get(`/${CATALOG_DIR}/server/first-view.js`).expect(404);
    await request(appWith()).get('/server/first-view.js').expect(404);
  });
});

describe("the checkout's frame from the server", () => {
  it("writes the shell's page with the checkout's frame in it, for the browser to hydrate", async () => {
    const html = (
      await request(appWith({ checkout: true }))
        .get('/demo-mx/checkout')
        .expect(200)
    ).text;
    expect(html).toMatch(/<div id="root"><div data-testid="shell-layout" data-subpage="checkout"/);
    expect(html).toContain(
      '<section data-testid="checkout-page" aria-busy="true"><h1>Finalizar pedido en demo-mx</h1>',
    );
    expect(html).toContain(`data-remote-version="${CART_VERSION}"`);
    expect(html).toContain('data-remote-build="cart-build-3"');
    expect(inlineJson(html, 'barrio-first-view-state')).toEqual([
      expect.objectContaining({
        queries: [
          expect.objectContaining({ queryKey: ['shell', 'shop', 'demo-mx'] }),
          expect.objectContaining({ queryKey: ['cart-checkout', 'shop', 'demo-mx'] }),
        ],
      }),
    ]);
    expect(inlineJson(html, 'barrio-first-view-render')).toEqual({
      shopSlug: 'demo-mx',
      countryId: 1,
      locale: 'es-MX',
      lowData: false,
      modules: ['mf_cart_checkout/CheckoutPage'],
      subpage: 'checkout',
    });
    expect(inlineJson(html, 'barrio-first-view-sources')).toEqual(['/api/shops/demo-mx']);
    // Read from the shop alone: no catalogue.
    expect(frames).toEqual(['demo-mx']);
    expect(loads).toEqual([]);
    // The frame is no checkout without script: the notice stays. With no pictures to share the
    // link with, the shell's start-up scripts are preloaded, and its entry waits for the paint.
    expect(html).toContain('<noscript>');
    expect(html).toContain('data-shell-start');
    expect(html).toContain('data-shell-entry');
  });

  it('draws it once for a while, in the locale asked for', async () => {
    const app = appWith({ checkout: true });
    const first = (await request(app).get('/demo-mx/checkout').expect(200)).text;
    expect((await request(app).get('/demo-mx/checkout').expect(200)).text).toBe(first);
    expect(frames).toEqual(['demo-mx']);
    const english = await request(app).get('/demo-mx/checkout?locale=en-US').expect(200);
    expect(english.text).toContain('<html lang="en-US">');
    expect(english.text).toContain('"locale":"en-US"');
  });

  it('leaves the confirmation, an unknown shop and a cart bundle without a checkout to the browser', async () => {
    for (const url of ['/demo-mx/checkout/confirmacion', '/no-such-mx/checkout']) {
      const res = await request(appWith({ checkout: true }))
        .get(url)
        .expect(200);
      expect(res.text).not.toContain('barrio-first-view');
      expect(res.text).toContain('<div id="root"></div>');
    }
    // A cart version built before its server bundle drew the checkout.
    await put(
      `${CART_DIR}/server/first-view.js`,
      CART_BUNDLE.replace('exports.CheckoutPage =', 'exports.OtherPage ='),
    );
    const older = await request(appWith({ checkout: true }))
      .get('/demo-mx/checkout')
      .expect(200);
    expect(older.text).not.toContain('barrio-first-view');
    // The shop page still comes with its markup.
    const shopPage = await request(appWith({ checkout: true }))
      .get('/demo-mx')
      .expect(200);
    expect(shopPage.text).toContain('barrio-first-view-render');
  });
});
