/**
 * The front door (http/front-door.ts) answers repeated public reads before Express: what it
 * writes must be what Express wrote the first time, and it must never answer anything else.
 * An answer from the front door is told apart by its missing RateLimit headers (a kept answer
 * does not count against the catalogue read limit; see front-door.ts).
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { createFrontDoor } from '../src/http/front-door';
import { KeptAnswers } from '../src/http/kept-answers';
import { createReadSampler } from '../src/http/request-logger';
import { createReadCache } from '../src/http/read-cache';
import { createMemorySharedState } from '../src/shared-state/shared-state';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with exactly these headers (fetch would add Accept-Encoding and decode). */
function send(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether Express answered: its catalogue read limiter stamps every answer it lets through. */
const throughExpress = (answer: RawAnswer) => answer.headers['ratelimit'] !== undefined;

/** The headers a kept answer must carry exactly as Express gave them. */
const SAME_HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'content-length',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'content-security-policy',
];

function expectSameAnswer(kept: RawAnswer, first: RawAnswer): void {
  expect(kept.status).toBe(first.status);
  for (const name of SAME_HEADERS)
    expect([name, kept.headers[name]]).toEqual([name, first.headers[name]]);
  expect(kept.body.equals(first.body)).toBe(true);
}

describe('the front door of a running gateway', () => {
  const clock = fixedClock(new Date());
  let app: TestApp;
  let catalogId: number;

  beforeAll(async () => {
    app = await startTestApp({ clock });
    catalogId = app.seed!.catalogsByCountry[2]!;
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  beforeEach(async () => {
    await app.ctx.shared.publish('catalogue');
  });

  test('a repeated shop lookup is the first answer, byte for byte, with its own request id', async () => {
    const first = await send(app.baseUrl, '/api/shops/demo-mx');
    expect(first.status).toBe(200);
    expect(throughExpress(first)).toBe(true);
    const kept = await send(app.baseUrl, '/api/shops/demo-mx');
    expect(throughExpress(kept)).toBe(false);
    expectSameAnswer(kept, first);
    expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // The caller's own id is echoed, as Express does.
    const tagged = await send(app.baseUrl, '/api/shops/demo-mx', { 'x-request-id': 'trace-1234' });
    expect(tagged.headers['x-request-id']).toBe('trace-1234');
  });

  test('a page of products, plain and compressed as the client asks', async () => {
    const path = `/api/products?catalog_id=${catalogId}&limit=40`;
    const first = await send(app.baseUrl, path);
    expect(first.body.length).toBeGreaterThan(1024);
    const kept = await send(app.baseUrl, path);
    expect(throughExpress(kept)).toBe(false);
    expectSameAnswer(kept, first);

    const br = await send(app.baseUrl, path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(throughExpress(br)).toBe(false);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    const gzip = await send(app.baseUrl, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(first.body)).toBe(true);
  });

  test('If-None-Match with the ETag is a 304 without a body', async () => {
    const first = await send(app.baseUrl, '/api/shops/demo-mx');
    const etag = first.headers.etag!;
    const notModified = await send(app.baseUrl, '/api/shops/demo-mx', { 'if-none-match': etag });
    expect(throughExpress(notModified)).toBe(false);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.body.length).toBe(0);
    // A client that asks for a fresh copy gets the body.
    const reload = await send(app.baseUrl, '/api/shops/demo-mx', {
      'if-none-match': etag,
      'cache-control': 'no-cache',
    });
    expect(reload.status).toBe(200);
    expect(reload.body.equals(first.body)).toBe(true);
    const other = await send(app.baseUrl, '/api/shops/demo-mx', { 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
  });

  test('HEAD has the headers of the GET and no body', async () => {
    const first = await send(app.baseUrl, '/api/shops/demo-mx');
    const head = await send(app.baseUrl, '/api/shops/demo-mx', {}, 'HEAD');
    expect(throughExpress(head)).toBe(false);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body.length).toBe(0);
  });

  test('a catalogue change announced drops the kept answers', async () => {
    await send(app.baseUrl, '/api/shops/demo-mx');
    expect(throughExpress(await send(app.baseUrl, '/api/shops/demo-mx'))).toBe(false);
    await app.ctx.shared.publish('catalogue');
    expect(throughExpress(await send(app.baseUrl, '/api/shops/demo-mx'))).toBe(true);
  });

  test('an answer is kept no longer than its max-age', async () => {
    await send(app.baseUrl, '/api/shops/demo-mx');
    clock.advance(29_000);
    expect(throughExpress(await send(app.baseUrl, '/api/shops/demo-mx'))).toBe(false);
    clock.advance(2_000);
    expect(throughExpress(await send(app.baseUrl, '/api/shops/demo-mx'))).toBe(true);
  });

  test('each Accept-Language has its own kept answer', async () => {
    await send(app.baseUrl, '/api/shops/demo-mx', { 'accept-language': 'es-MX' });
    const english = await send(app.baseUrl, '/api/shops/demo-mx', { 'accept-language': 'en' });
    expect(throughExpress(english)).toBe(true);
    expect(
      throughExpress(await send(app.baseUrl, '/api/shops/demo-mx', { 'accept-language': 'en' })),
    ).toBe(false);
    expect(throughExpress(await send(app.baseUrl, '/api/shops/demo-mx'))).toBe(true);
  });

  test('answers that are not 200 are never kept', async () => {
    for (const path of [
      '/api/shops/no-such-shop',
      `/api/products?catalog_id=${catalogId}&limit=0`,
    ]) {
      const first = await send(app.baseUrl, path);
      expect(first.status).toBeGreaterThanOrEqual(400);
      const again = await send(app.baseUrl, path);
      expect(again.status).toBe(first.status);
      expect(throughExpress(again)).toBe(true);
    }
  });

  test('a read that carries a body goes to Express, which checks it', async () => {
    await send(app.baseUrl, '/api/shops/demo-mx');
    const withBody = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${app.baseUrl}/api/shops/demo-mx`,
        {
          method: 'GET',
          headers: { 'content-type': 'application/json', 'content-length': '9' },
          agent: false,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end('{not json');
    });
    expect(withBody).toBe(400);
  });

  test('kept answers are counted in the metrics under their route', async () => {
    await send(app.baseUrl, '/api/shops/demo-mx');
    const count = async () => {
      const text = await app.metrics.registry.metrics();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('http_requests_total{') &&
            l.includes('route="/api/shops/:slug"') &&
            l.includes('status_code="200"') &&
            l.includes('method="GET"'),
        );
      return Number(line?.split(' ').pop() ?? 0);
    };
    const before = await count();
    await send(app.baseUrl, '/api/shops/demo-mx');
    await send(app.baseUrl, '/api/shops/demo-mx');
    expect((await count()) - before).toBe(2);
  });

  test('liveness is answered at the door as Express answers it', async () => {
    const expressOnly = createApp(app.ctx).listen(0, '127.0.0.1');
    await new Promise((resolve) => expressOnly.once('listening', resolve));
    try {
      const port = (expressOnly.address() as AddressInfo).port;
      const fromExpress = await send(`http://127.0.0.1:${port}`, '/api/islive');
      const atTheDoor = await send(app.baseUrl, '/api/islive');
      expectSameAnswer(atTheDoor, fromExpress);
      expect(JSON.parse(atTheDoor.body.toString())).toEqual({ isLive: true });
      expect(app.ctx.keptAnswers.lookup('/api/islive', undefined)).toBeDefined();
      const notModified = await send(app.baseUrl, '/api/islive', {
        'if-none-match': fromExpress.headers.etag!,
      });
      expect(notModified.status).toBe(304);
    } finally {
      await new Promise((resolve) => expressOnly.close(resolve));
    }
  });

  test('while the database is away kept answers are still served; the rest answers 503', async () => {
    const first = await send(app.baseUrl, '/api/shops/demo-mx');
    const health = app.ctx.dbHealth;
    // Down without a probe reopening the gate behind the test's back; check() reopens it.
    health.stop();
    health.reportFailure(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    try {
      expect(health.isUp).toBe(false);
      const kept = await send(app.baseUrl, '/api/shops/demo-mx');
      expectSameAnswer(kept, first);
      expect((await send(app.baseUrl, '/api/shops/demo-co')).status).toBe(503);
    } finally {
      expect(await health.check()).toBe(true);
    }
  });
});

describe('the catalogue read limit', () => {
  test(
    'counts what reaches the database; kept answers do not',
    async () => {
      const limited = await startTestApp({ env: { READ_RATE_LIMIT: '3' } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i += 1) {
          statuses.push((await send(limited.baseUrl, '/api/shops/demo-mx')).status);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
        // One read counted so far (the first, computed): two more pass, then 429.
        expect((await send(limited.baseUrl, '/api/shops/demo-co')).status).toBe(200);
        expect((await send(limited.baseUrl, '/api/shops/demo-pe')).status).toBe(200);
        expect((await send(limited.baseUrl, '/api/shops/no-such-shop')).status).toBe(429);
      } finally {
        await limited.close();
      }
    },
    START_TIMEOUT_MS,
  );
});

describe('what the read cache keeps', () => {
  let server: Server;
  let baseUrl: string;
  const kept = new KeptAnswers({
    clock: fixedClock(new Date()),
    shared: createMemorySharedState(),
  });

  beforeAll(async () => {
    const app = express();
    const answers = createReadCache(kept, { topic: 'catalogue', ttlMs: 60_000 });
    app.get('/public', answers, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=60').json({ n: 1 });
    });
    app.get('/private', answers, (_req, res) => {
      res.set('Cache-Control', 'private, max-age=60').json({ mine: true });
    });
    app.get('/uncached', answers, (_req, res) => {
      res.json({ n: 2 });
    });
    app.get('/with-cookie', answers, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=60').cookie('seen', '1').json({ n: 3 });
    });
    app.get('/created', answers, (_req, res) => {
      res.status(201).set('Cache-Control', 'public, max-age=60').json({ n: 4 });
    });
    const listener = createFrontDoor({
      kept,
      metrics: { countAnswer: () => {} },
      logger: pino({ level: 'silent' }),
      sampleRead: createReadSampler(),
      next: app,
    });
    server = await new Promise<Server>((resolve) => {
      const s = createServer(listener);
      s.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('an answer computed across an announcement is not kept', () => {
    const store = new KeptAnswers({
      clock: fixedClock(new Date()),
      shared: createMemorySharedState(),
    });
    const answer = {
      body: Buffer.from('{}'),
      etag: '"x"',
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'public, max-age=30',
      route: '/api/menus',
    };
    const before = store.generation('catalogue');
    store.drop('catalogue');
    store.keep('/api/menus', undefined, answer, {
      topic: 'catalogue',
      ttlMs: 30_000,
      generation: before,
    });
    expect(store.size).toBe(0);
    const now = store.generation('catalogue');
    store.keep('/api/menus', undefined, answer, {
      topic: 'catalogue',
      ttlMs: 30_000,
      generation: now,
    });
    expect(store.lookup('/api/menus', undefined)?.etag).toBe('"x"');
  });

  test('only public 200 answers that set no cookie', async () => {
    for (const path of ['/private', '/uncached', '/with-cookie', '/created']) {
      await send(baseUrl, path);
      await send(baseUrl, path);
    }
    expect(kept.size).toBe(0);
    await send(baseUrl, '/public');
    expect(kept.size).toBe(1);
    expect(kept.lookup('/public', undefined)).toBeDefined();
  });
});
