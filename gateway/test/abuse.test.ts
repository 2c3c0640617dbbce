/**
 * Accounts and money under abuse: guests never touch accounts, strangers cannot lock owners out
 * of sign-in, limits hold under bursts, codes stay out of logs, cross-site writes are refused
 * and malformed text is a 400.
 */
import { keyedHash } from '../src/modules/auth/tokens';
import { ConfigError, loadConfig } from '../src/config';
import {
  customerId,
  limitedProduct,
  line,
  orderPayload,
  plainProducts,
  shop,
  type ErrorBody,
  type OrderBody,
  type ShopInfo,
} from './commerce-helpers';
import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';

let app: TestApp;
let demoMx: ShopInfo;
const logLines: string[] = [];
let outboxAnnounced = false;

beforeAll(async () => {
  app = await startTestApp({
    // Clients are told apart by X-Forwarded-For behind one trusted proxy hop.
    env: { TRUST_PROXY: '1', READ_RATE_LIMIT: '1000' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  outboxAnnounced = logLines.some((l) => l.includes('DEVELOPMENT OUTBOX ENABLED'));
  demoMx = await shop(app, 'demo-mx');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

/** The code of the newest message to a phone, read from the outbox as the phone would. */
async function latestCode(phone: string): Promise<string> {
  const rows = await app.ctx.outbox.list({ to: phone, limit: 1 });
  const code = /\b(\d{6})\b/.exec(rows[0]?.message ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

describe('a guest order never touches an account (item 4)', () => {
  test("a guest using a customer's phone gets a guest record: the customer's one-time coupon and limits stay theirs", async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const limited = await limitedProduct(app, demoMx.catalog_id);
    const max = limited.max_units_per_delivery!;
    const [plain] = await plainProducts(app, demoMx.catalog_id);
    const guestOrder = await app.request<OrderBody>('/api/order', {
      method: 'POST',
      body: {
        ...orderPayload(app, {
          customerId: 0,
          shopId: demoMx.id,
          lines: [line(limited.id, max), line(plain!.id, 40)],
          coupon_code: 'UNAVEZ',
        }),
        customer_id: undefined,
        guest_customer: {
          first_name: 'Intruso',
          last_name: 'Ajeno',
          phone_number: DEMO_PHONES.customerMX,
        },
      },
    });
    expect(guestOrder.status).toBe(200);
    expect(guestOrder.body.order.customer_id).not.toBe(maria.customer.id);

    // Nothing of the guest's order shows in, or counts against, Maria's account.
    const mine = await app.request<{ orders: { id: string }[] }>('/api/orders', {
      token: maria.token,
      query: { customer_id: maria.customer.id },
    });
    expect(mine.body.orders.map((o) => o.id)).not.toContain(guestOrder.body.order.id);
    const own = await app.request<OrderBody & ErrorBody>('/api/order', {
      method: 'POST',
      token: maria.token,
      body: orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(limited.id, max), line(plain!.id, 40)],
        coupon_code: 'UNAVEZ',
      }),
    });
    expect(own.status).toBe(200);
    expect(own.body.order.customer_id).toBe(maria.customer.id);
    expect(own.body.order.coupon_id).not.toBeNull();

    // Signing in with the phone is still Maria's account, never the guest record.
    expect(await customerId(app, DEMO_PHONES.customerMX)).toBe(maria.customer.id);
  });

  test('guest limits and one-time coupons are counted per guest phone', async () => {
    const limited = await limitedProduct(app, demoMx.catalog_id);
    const max = limited.max_units_per_delivery!;
    const guest = (phone: string, quantity: number, coupon: string | null) =>
      app.request<OrderBody & ErrorBody>('/api/order', {
        method: 'POST',
        body: {
          ...orderPayload(app, {
            customerId: 0,
            shopId: demoMx.id,
            lines: [line(limited.id, quantity)],
            coupon_code: coupon,
          }),
          customer_id: undefined,
          guest_customer: { first_name: 'Ana', last_name: 'Paz', phone_number: phone },
        },
      });
    expect((await guest('+525544440001', max, 'UNAVEZ')).status).toBe(200);
    const again = await guest('+525544440001', 1, 'UNAVEZ');
    expect(again.status).toBe(400);
    expect((await guest('+525544440001', 1, null)).status).toBe(400);
    expect((await guest('+525544440002', max, 'UNAVEZ')).status).toBe(200);
  });
});

describe('sign-in abuse (items 5 and 6)', () => {
  // Sign-in codes per phone across addresses, guesses per code and the owner on a shared
  // address are covered, with the default limits, by test/abuse-limits.test.ts.

  test('a burst of 40 addresses fills the book to exactly 20', async () => {
    const luis = await app.signIn(DEMO_PHONES.customerAR);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.request('/api/addresses', {
          method: 'POST',
          token: luis.token,
          body: { customer_id: luis.customer.id, label: `Casa ${i}`, main_line: `Calle ${i}` },
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201).length;
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409)).toBe(true);
    const book = await app.ctx.db
      .selectFrom('customer_addresses')
      .select('id')
      .where('customer_id', '=', luis.customer.id)
      .execute();
    expect(book.length).toBe(20);
    expect(created).toBeLessThanOrEqual(20);
  }, 30_000);
});

describe('secrets stay secret (item 7)', () => {
  test('sign-in codes never reach the log', async () => {
    const phone = '+525555556002';
    logLines.length = 0;
    expect((await app.request('/api/auth/code', { method: 'POST', body: { phone } })).status).toBe(
      202,
    );
    const code = await latestCode(phone);
    const log = logLines.join('\n');
    expect(log).toContain('message kept in the outbox');
    expect(log).not.toContain(code);
    expect(log).not.toContain(keyedHash(app.ctx.config.sessionSecret, `${phone}:${code}`));
  });

  test(
    'the dev outbox is off unless enabled, announced when on, and refused in production',
    async () => {
      expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(true);
      expect(loadConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          SESSION_SECRET: 'a-production-secret-value',
          DEV_OUTBOX: 'true',
        }),
      ).toThrow(/DEV_OUTBOX/);
      expect(outboxAnnounced).toBe(true);
      expect((await app.request('/api/dev/outbox')).status).toBe(200);
      const closed = await startTestApp({ seed: false, env: { DEV_OUTBOX: 'false' } });
      try {
        expect((await closed.request('/api/dev/outbox')).status).toBe(404);
        expect((await closed.request('/dev/outbox')).status).toBe(404);
      } finally {
        await closed.close();
      }
    },
    START_TIMEOUT_MS,
  );
});

describe('cross-site writes (item 8)', () => {
  const cookie = (token: string) => ({ cookie: `barrio_session=${token}` });

  test('a cookie-authenticated write from another origin is refused, from our own pages accepted', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const write = (headers: Record<string, string>) =>
      app.request<ErrorBody>('/api/cookies', {
        method: 'POST',
        body: { cookieName: 'tier_id', cookieValue: '3' },
        headers: { ...cookie(maria.token), ...headers },
      });
    // Another port of the same host is same-site but not same-origin.
    const sameSite = await write({ 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    expect(sameSite.body.error.code).toBe('csrf_refused');
    expect((await write({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await write({ origin: 'http://127.0.0.1:1' })).status).toBe(403);
    expect((await write({ origin: 'null' })).status).toBe(403);
    expect((await write({ 'sec-fetch-site': 'same-origin' })).status).not.toBe(403);
    expect((await write({ origin: app.baseUrl })).status).not.toBe(403);
  });

  test('a cross-site profile picture upload is refused before the upload is read', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'x.png');
    const res = await app.request<ErrorBody>(`/images/${maria.customer.id}/profile`, {
      method: 'POST',
      body: form,
      headers: { ...cookie(maria.token), 'sec-fetch-site': 'same-site' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_refused');
  });
});

describe('proxy trust, strict JSON and read limits (item 9)', () => {
  test('TRUST_PROXY=true is refused; hop counts and address lists are accepted', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  test('a lone UTF-16 surrogate in a JSON string is a 400, and nothing is stored', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const [plain] = await plainProducts(app, demoMx.catalog_id);
    const body = JSON.stringify(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain!.id, 1)],
        notes: 'lone-surrogate-probe',
      }),
    ).replace('lone-surrogate-probe', '\\ud800 lone');
    const res = await app.request<ErrorBody>('/api/order', {
      method: 'POST',
      body,
      token: maria.token,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'surrogate' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
    const keyInName = await app.request<ErrorBody>('/api/auth/code', {
      method: 'POST',
      body: '{"phone":"+525555550001","\\udfff":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(keyInName.status).toBe(400);
    // A well-formed pair (an emoji) is fine.
    const pair = await app.request<ErrorBody>('/api/auth/code', {
      method: 'POST',
      body: '{"phone":"\\ud83d\\ude00"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(pair.body.error.code).toBe('validation_failed');
  });

  test(
    'catalogue and search reads are rate limited per client',
    async () => {
      const limited = await startTestApp({ env: { READ_RATE_LIMIT: '3' } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          statuses.push(
            (await limited.request('/api/products', { query: { shop_slug: 'demo-mx', q: 'a' } }))
              .status,
          );
        }
        expect(statuses[3]).toBe(429);
        expect((await limited.request('/api/islive')).status).toBe(200);
      } finally {
        await limited.close();
      }
    },
    START_TIMEOUT_MS,
  );

  test('readiness reflects the database', async () => {
    const ready = await app.request('/api/isready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, database: 'ok' });
  });
});
