import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestLogger } from '../src/http/request-logger';
import { webRoutes } from '../src/modules/web/routes';

const logger = pino({ level: 'silent' });
const IMMUTABLE = 'public, max-age=31536000, immutable';

let webDir: string;

async function put(relative: string, content: string): Promise<void> {
  const file = path.join(webDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

function appWith(
  devServers: Record<string, string> = {},
  isProduction = false,
): express.Application {
  const app = express();
  app.get('/api/ping', (_req, res) => {
    res.json({ pong: true });
  });
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: { code: 'not_found' } });
  });
  app.use(webRoutes({ config: { webDir, devServers, isProduction }, logger }));
  app.use((_req, res) => {
    res.status(404).json({ error: { code: 'not_found' } });
  });
  return app;
}

beforeEach(async () => {
  // A dot folder on the way, like the default `<repo>/.web`: serving must not treat the
  // published files as hidden ones.
  webDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'barrio-web-')), '.web');
  await put('shell/index.html', '<!doctype html><div id="root"></div>');
  await put('shell/main.js', 'console.log("shell")');
  await put('shell/vendors.1a2b3c4d.js', 'console.log("chunk")');
  await put('remotes/mf-catalog/0.1.0-aaaa1111/mf-manifest.json', '{"id":"mf_catalog"}');
  await put('remotes/mf-catalog/0.1.0-aaaa1111/remoteEntry.js', 'var mf_catalog;');
  await put('remotes/mf-catalog/0.1.0-aaaa1111/__federation_expose_ShopPage.0f1e2d3c.js', 'chunk');
  await put(
    'remotes.json',
    JSON.stringify({
      remotes: {
        'mf-catalog': {
          name: 'mf_catalog',
          version: '0.1.0-aaaa1111',
          url: '/remotes/mf-catalog/0.1.0-aaaa1111',
        },
      },
      history: {
        'mf-catalog': [{ version: '0.1.0-00000000', url: '/remotes/mf-catalog/0.1.0-00000000' }],
      },
    }),
  );
});

afterEach(async () => {
  await rm(path.dirname(webDir), { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('serves the current registry without the deploy history, never cached', async () => {
    const res = await request(appWith()).get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        'mf-catalog': {
          name: 'mf_catalog',
          version: '0.1.0-aaaa1111',
          url: '/remotes/mf-catalog/0.1.0-aaaa1111',
        },
      },
    });
  });

  it('answers an empty registry before anything is deployed', async () => {
    await rm(path.join(webDir, 'remotes.json'));
    const res = await request(appWith()).get('/remotes.json').expect(200);
    expect(res.body).toEqual({ remotes: {} });
  });
});

describe('remote builds', () => {
  const base = '/remotes/mf-catalog/0.1.0-aaaa1111';

  it('serves the manifest and the remote entry no-cache', async () => {
    const manifest = await request(appWith()).get(`${base}/mf-manifest.json`).expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await request(appWith()).get(`${base}/remoteEntry.js`).expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
  });

  it('serves content-hashed chunks as immutable', async () => {
    const res = await request(appWith())
      .get(`${base}/__federation_expose_ShopPage.0f1e2d3c.js`)
      .expect(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 JSON, not the shell, for a missing remote file or version', async () => {
    const missing = await request(appWith())
      .get('/remotes/mf-catalog/9.9.9-deadbeef/remoteEntry.js')
      .expect(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    expect(missing.text).not.toContain('<div id="root">');
  });
});

describe('precompressed twins', () => {
  const base = '/remotes/mf-catalog/0.1.0-aaaa1111';
  const source = 'var chunk = "brotli or gzip, never both";';

  beforeEach(async () => {
    const dir = path.join(webDir, 'remotes/mf-catalog/0.1.0-aaaa1111');
    await writeFile(path.join(dir, 'big.0a0b0c0d.js'), source);
    await writeFile(path.join(dir, 'big.0a0b0c0d.js.br'), brotliCompressSync(source));
    await writeFile(path.join(dir, 'big.0a0b0c0d.js.gz'), gzipSync(source));
  });

  it('serves the brotli twin to a browser that accepts it, as the original type', async () => {
    const res = await request(appWith())
      .get(`${base}/big.0a0b0c0d.js`)
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(source);
  });

  it('serves gzip without brotli, and the plain file to a client that accepts neither', async () => {
    const gzip = await request(appWith())
      .get(`${base}/big.0a0b0c0d.js`)
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(source);
    const plain = await request(appWith())
      .get(`${base}/big.0a0b0c0d.js`)
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(source);
  });

  it('serves a file without twins as before', async () => {
    const res = await request(appWith())
      .get(`${base}/remoteEntry.js`)
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('var mf_catalog;');
  });
});

describe('the first view of a route', () => {
  const base = '/remotes/mf-catalog/0.1.0-aaaa1111';

  beforeEach(async () => {
    await put(
      'shell/index.html',
      '<!doctype html><head><title>B</title></head><div id="root"></div>',
    );
    await put(
      'remotes/mf-catalog/0.1.0-aaaa1111/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'ShopPage',
            assets: {
              js: { sync: ['__federation_expose_ShopPage.0f1e2d3c.js'], async: ['9.x.js'] },
            },
          },
        ],
      }),
    );
  });

  function preloads(html: string): string[] {
    return [
      ...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g),
    ].map((match) => `${match[1]} ${match[2]}`);
  }

  it('writes the registry into the shop page and preloads its first downloads', async () => {
    const res = await request(appWith()).get('/demo-mx').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
    const inline = /<script id="barrio-registry" type="application\/json">(.*?)<\/script>/.exec(
      res.text,
    );
    expect(JSON.parse(inline?.[1] ?? 'null')).toEqual({
      remotes: {
        'mf-catalog': { name: 'mf_catalog', version: '0.1.0-aaaa1111', url: base },
      },
    });
    expect(preloads(res.text)).toEqual([
      'fetch /api/shops/demo-mx',
      `script ${base}/remoteEntry.js`,
      `script ${base}/__federation_expose_ShopPage.0f1e2d3c.js`,
    ]);
  });

  it('hints nothing it does not know, and never lets data close the inline script', async () => {
    const country = await request(appWith()).get('/mx').expect(200);
    expect(preloads(country.text)).not.toContain('fetch /api/shops/mx');
    const orders = await request(appWith()).get('/demo-mx/mis-pedidos').expect(200);
    expect(preloads(orders.text)).toEqual([]);
    await put(
      'remotes.json',
      JSON.stringify({
        remotes: { 'mf-catalog': { name: 'mf_catalog', version: '</script>', url: '/x' } },
      }),
    );
    const hostile = await request(appWith()).get('/demo-mx').expect(200);
    expect(hostile.text).not.toContain('"</script>"');
    expect(hostile.text).toContain('\\u003c/script>');
  });
});

describe('the shell', () => {
  it('falls back to index.html for client-side routes, no-cache', async () => {
    for (const route of [
      '/',
      '/demo-mx',
      '/demo-mx/mi-carrito',
      '/demo-mx/checkout/confirmacion',
    ]) {
      const res = await request(appWith()).get(route).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers HEAD for a client-side route', async () => {
    const res = await request(appWith()).head('/demo-ar').expect(200);
    expect(res.headers['content-type']).toMatch(/html/);
  });

  it('serves an unhashed file no-cache and its hashed chunks immutable', async () => {
    const main = await request(appWith()).get('/main.js').expect(200);
    expect(main.headers['cache-control']).toBe('no-cache');
    const chunk = await request(appWith()).get('/vendors.1a2b3c4d.js').expect(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('never answers /api or missing files with the shell', async () => {
    await request(appWith()).get('/api/ping').expect(200, { pong: true });
    const api = await request(appWith()).get('/api/unknown').expect(404);
    expect(api.body).toEqual({ error: { code: 'not_found' } });
    const file = await request(appWith()).get('/missing.1234abcd.js').expect(404);
    expect(file.text).not.toContain('<div id="root">');
  });

  it('does not answer other methods with the shell', async () => {
    await request(appWith()).post('/demo-mx').expect(404);
  });
});

describe('source maps', () => {
  beforeEach(async () => {
    await put('shell/main.js.map', '{"sources":["src/secret.ts"]}');
    await put('remotes/mf-catalog/0.1.0-aaaa1111/remoteEntry.js.map', '{"sources":[]}');
  });

  it('are served in development, for the browser tools', async () => {
    await request(appWith()).get('/main.js.map').expect(200);
  });

  it('are never public in production, for the shell or a remote', async () => {
    const production = appWith({}, true);
    const shellMap = await request(production).get('/main.js.map').expect(404);
    expect(shellMap.text).not.toContain('secret');
    await request(production)
      .get('/remotes/mf-catalog/0.1.0-aaaa1111/remoteEntry.js.map')
      .expect(404);
    await request(production).get('/main.js').expect(200);
  });

  it('are refused in production without a warning in the log, unlike a missing file', async () => {
    const lines: { level: number; req: { url: string }; res: { statusCode: number } }[] = [];
    const captured = pino(
      { level: 'debug' },
      { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
    );
    const app = express();
    app.use(requestLogger(captured));
    app.use(webRoutes({ config: { webDir, devServers: {}, isProduction: true }, logger }));
    app.use((_req, res) => {
      res.status(404).json({ error: { code: 'not_found' } });
    });

    await request(app).get('/main.js.map').expect(404);
    await request(app).get('/no-such-file.js').expect(404);

    const levelFor = (url: string) => lines.find((line) => line.req.url === url)?.level;
    expect(levelFor('/main.js.map')).toBe(pino.levels.values.debug);
    expect(levelFor('/no-such-file.js')).toBe(pino.levels.values.warn);
  });
});

describe('with DEV_SERVERS', () => {
  let devServer: Server;
  let devUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    devServer = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'text/plain');
      res.end(`dev:${req.url}`);
    });
    await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
    devUrl = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => devServer.close(() => resolve()));
  });

  it('points the registry at the proxied dev server and proxies its files', async () => {
    const app = appWith({ mf_catalog: devUrl });
    const registry = await request(app).get('/remotes.json').expect(200);
    expect(registry.body.remotes['mf-catalog']).toEqual({
      name: 'mf_catalog',
      version: 'dev',
      url: '/remotes/mf-catalog/dev',
    });
    const entry = await request(app).get('/remotes/mf-catalog/dev/remoteEntry.js').expect(200);
    expect(entry.text).toBe('dev:/remoteEntry.js');
  });

  it('proxies the shell, but never /api', async () => {
    const app = appWith({ shell: devUrl });
    const page = await request(app).get('/demo-mx/mi-carrito').expect(200);
    expect(page.text).toBe('dev:/demo-mx/mi-carrito');
    await request(app).get('/api/ping').expect(200, { pong: true });
    expect(seen).not.toContain('/api/ping');
  });
});
