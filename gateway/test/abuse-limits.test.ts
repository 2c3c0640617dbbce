/**
 * Issue 27, findings 3 and 6, with every limit at its documented default: nobody can make the
 * shop text anyone in their own words (guest orders per address and per phone, messages per
 * phone, links removed from a shopper's text, the owner's digest), sign-in codes are counted
 * per phone across addresses, guesses per code, and a stranger on the owner's shared address
 * cannot lock the owner out.
 */
import pino from 'pino';
import { withMessageLimits } from '../src/modules/abuse/message-limits';
import type { MessageProvider, OutgoingMessage } from '../src/modules/messages/message-provider';
import {
  line,
  orderPayload,
  plainProducts,
  shop,
  type ErrorBody,
  type OrderBody,
  type ShopInfo,
} from './commerce-helpers';
import {
  DEFAULT_ABUSE_LIMITS,
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type TestApp,
} from './harness';

let app: TestApp;
let demoMx: ShopInfo;
let productId: number;

beforeAll(async () => {
  app = await startTestApp({
    // Clients told apart by X-Forwarded-For behind one trusted proxy hop; default limits.
    env: { TRUST_PROXY: '1', READ_RATE_LIMIT: '100000', ...DEFAULT_ABUSE_LIMITS },
  });
  demoMx = await shop(app, 'demo-mx');
  const [product] = await plainProducts(app, demoMx.catalog_id);
  productId = product!.id;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

const from = (address: string, device?: string) => ({
  'x-forwarded-for': address,
  ...(device ? { cookie: `barrio_device=${device}` } : {}),
});
const address = (n: number) => `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;

const codesSentTo = async (phone: string) =>
  (await app.ctx.outbox.list({ to: phone, limit: 500 })).filter(
    (m) => m.template === 'sign_in_code',
  );

async function latestCode(phone: string): Promise<string> {
  const [newest] = await codesSentTo(phone);
  const code = /\b(\d{6})\b/.exec(newest?.message ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

const guestOrder = (phone: string, headers: Record<string, string>, extra = {}) =>
  app.request<OrderBody & ErrorBody>('/api/order', {
    method: 'POST',
    headers,
    body: {
      ...orderPayload(app, { customerId: 0, shopId: demoMx.id, lines: [line(productId, 1)] }),
      customer_id: undefined,
      guest_customer: { first_name: 'Ana', last_name: 'Paz', phone_number: phone },
      ...extra,
    },
  });

// Hundreds of requests per test: minutes on a loaded machine's PostgreSQL.
jest.setTimeout(240_000);

describe('sign-in codes (finding 6)', () => {
  test('200 code requests to one phone from 40 addresses are cut to the per-phone limit', async () => {
    const phone = '+525555561001';
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const res = await app.request('/api/auth/code', {
        method: 'POST',
        body: { phone },
        headers: from(address(i % 40)),
      });
      statuses.push(res.status);
    }
    const sent = statuses.filter((s) => s === 202).length;
    // The first window of the back-off: half the hourly limit (5) per 10 minutes.
    expect(sent).toBe(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - sent);
    expect(await codesSentTo(phone)).toHaveLength(sent);
  });

  test('a burst of 20 parallel code requests sends exactly the allowed 3', async () => {
    const phone = '+525555561004';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.request('/api/auth/code', {
          method: 'POST',
          body: { phone },
          headers: from(address(i)),
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(17);
    expect(await codesSentTo(phone)).toHaveLength(3);
  });

  test('guesses are capped per code: 200 guesses from 40 addresses check at most 5', async () => {
    const phone = '+525555561002';
    expect(
      (
        await app.request('/api/auth/code', {
          method: 'POST',
          body: { phone },
          headers: from('198.51.100.1'),
        })
      ).status,
    ).toBe(202);
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 200; i += 1) {
      const res = await app.request<ErrorBody>('/api/auth/session', {
        method: 'POST',
        body: { phone, code: wrong },
        headers: from(address(i % 40)),
      });
      expect(res.status).toBe(400);
    }
    const row = await app.ctx.db
      .selectFrom('auth_codes')
      .select(['attempts', 'consumed_at'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
    // Even the right code no longer opens a session: it died with its fifth wrong guess.
    const late = await app.request<ErrorBody>('/api/auth/session', {
      method: 'POST',
      body: { phone, code },
      headers: from('198.51.100.1'),
    });
    expect(late.status).toBe(400);
  });

  test('a fresh code invalidates the earlier ones', async () => {
    const phone = '+525555561003';
    const headers = from('198.51.100.2');
    await app.request('/api/auth/code', { method: 'POST', body: { phone }, headers });
    const first = await latestCode(phone);
    await app.request('/api/auth/code', { method: 'POST', body: { phone }, headers });
    const second = await latestCode(phone);
    if (first !== second) {
      const old = await app.request('/api/auth/session', {
        method: 'POST',
        body: { phone, code: first },
        headers,
      });
      expect(old.status).toBe(400);
    }
    const ok = await app.request('/api/auth/session', {
      method: 'POST',
      body: { phone, code: second },
      headers,
    });
    expect(ok.status).toBe(200);
  });

  test("the owner signs in normally during a stranger's attack from the same address", async () => {
    const phone = DEMO_PHONES.customerPE;
    const nat = '100.64.7.7';
    const ownerDevice = 'o'.repeat(32);
    // The owner has signed in on this phone before.
    await app.request('/api/auth/code', {
      method: 'POST',
      body: { phone },
      headers: from(nat, ownerDevice),
    });
    expect(
      (
        await app.request('/api/auth/session', {
          method: 'POST',
          body: { phone, code: await latestCode(phone) },
          headers: from(nat, ownerDevice),
        })
      ).status,
    ).toBe(200);

    // A stranger behind the same carrier NAT uses up every code and guess they can.
    const strangerStatuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      strangerStatuses.push(
        (
          await app.request('/api/auth/code', {
            method: 'POST',
            body: { phone },
            headers: from(nat),
          })
        ).status,
      );
      await app.request('/api/auth/session', {
        method: 'POST',
        body: { phone, code: '999999' },
        headers: from(nat),
      });
    }
    expect(strangerStatuses).toContain(429);

    // The owner's fresh code request works, and the code opens a session.
    const fresh = await app.request('/api/auth/code', {
      method: 'POST',
      body: { phone },
      headers: from(nat, ownerDevice),
    });
    expect(fresh.status).toBe(202);
    const session = await app.request<{ customer: { phone: string } }>('/api/auth/session', {
      method: 'POST',
      body: { phone, code: await latestCode(phone) },
      headers: from(nat, ownerDevice),
    });
    expect(session.status).toBe(200);
    expect(session.body.customer.phone).toBe(phone);
    // At most once a minute, even for the owner.
    const again = await app.request('/api/auth/code', {
      method: 'POST',
      body: { phone },
      headers: from(nat, ownerDevice),
    });
    expect(again.status).toBe(429);
  });
});

describe('guest orders and their messages (finding 3)', () => {
  test('240 guest orders from one address to 240 phones are cut to the per-address limit', async () => {
    const before = (await app.ctx.outbox.list({ limit: 500 })).length;
    const statuses: number[] = [];
    for (let i = 0; i < 240; i += 1) {
      const res = await guestOrder(`+5255447${String(i).padStart(5, '0')}`, from('192.0.2.240'));
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(230);
    const written = (await app.ctx.outbox.list({ limit: 500 })).length - before;
    // Each order writes its confirmation and the owner's notice: 10 orders, 20 rows at most.
    expect(written).toBeLessThanOrEqual(20);
  });

  test('guest orders naming one phone are limited per phone across addresses', async () => {
    const phone = '+525544480001';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await guestOrder(phone, from(address(100 + i)))).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  test("a guest's links never travel in the confirmation", async () => {
    const phone = '+525544490001';
    const res = await guestOrder(phone, from('192.0.2.77'), {
      guest_customer: {
        first_name: 'Paga en https://phish.example.com/pago',
        last_name: 'Ya',
        phone_number: phone,
      },
      customer_delivery_address: 'Calle 1 entra a bit.ly/premio o www.banco-falso.mx ahora',
    });
    expect(res.status).toBe(200);
    const [confirmation] = (await app.ctx.outbox.list({ to: phone })).filter(
      (m) => m.template === 'order_confirmation',
    );
    expect(confirmation).toBeDefined();
    expect(confirmation!.message).not.toMatch(/phish|bit\.ly|banco-falso|https?:/i);
    expect(confirmation!.message).toContain('Calle 1');
  });
});

/** Records what would reach the phones. */
class RecordingProvider implements MessageProvider {
  readonly name = 'outbox';
  readonly sent: OutgoingMessage[] = [];
  async deliver(message: OutgoingMessage) {
    this.sent.push(message);
    return { status: 'sent' as const };
  }
}

describe('at delivery (finding 3)', () => {
  const message = (id: number, to: string, template: string): OutgoingMessage => ({
    id,
    to,
    template,
    params: {},
    message: `message ${id}`,
  });

  test('one phone gets at most the per-phone messages, whoever caused them', async () => {
    const provider = new RecordingProvider();
    const limited = withMessageLimits(provider, {
      db: app.ctx.db,
      limits: app.ctx.limits,
      sessionSecret: app.ctx.config.sessionSecret,
      logger: pino({ level: 'silent' }),
    });
    const results = [];
    for (let i = 0; i < 15; i += 1)
      results.push(
        await limited.deliver(message(10_000 + i, '+525544491111', 'order_confirmation')),
      );
    expect(results.filter((r) => r.status === 'sent')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'suppressed')).toHaveLength(5);
    expect(provider.sent).toHaveLength(10);
  });

  test('the owner gets one digest instead of a notice per order beyond the hourly rate', async () => {
    const provider = new RecordingProvider();
    const limited = withMessageLimits(provider, {
      db: app.ctx.db,
      limits: app.ctx.limits,
      sessionSecret: app.ctx.config.sessionSecret,
      logger: pino({ level: 'silent' }),
    });
    const owner = '+525544492222';
    for (let i = 0; i < 25; i += 1)
      await limited.deliver(message(20_000 + i, owner, 'order_new_for_owner'));
    expect(provider.sent).toHaveLength(20);
    const digests = await app.ctx.db
      .selectFrom('outbox_messages')
      .select(['status', 'params', 'message', 'locked_until'])
      .where('to', '=', owner)
      .where('template', '=', 'order_digest_for_owner')
      .execute();
    expect(digests).toHaveLength(1);
    expect((digests[0]!.params as { count: number }).count).toBe(5);
    expect(digests[0]!.message).toContain('5 pedidos nuevos');
    // Waits for the end of the hour, then the relay hands it over like any retry.
    expect(digests[0]!.status).toBe('retrying');
  });

  test("an owner's notices of edited and canceled orders share the new-order notices' limit", async () => {
    const provider = new RecordingProvider();
    const limited = withMessageLimits(provider, {
      db: app.ctx.db,
      limits: app.ctx.limits,
      sessionSecret: app.ctx.config.sessionSecret,
      logger: pino({ level: 'silent' }),
    });
    const owner = '+525544493333';
    for (let i = 0; i < 15; i += 1)
      await limited.deliver(message(30_000 + i, owner, 'order_new_for_owner'));
    const changes = [];
    for (let i = 0; i < 10; i += 1)
      changes.push(
        await limited.deliver(
          message(
            30_100 + i,
            owner,
            i % 2 === 0 ? 'order_edited_for_owner' : 'order_canceled_for_owner',
          ),
        ),
      );
    expect(provider.sent).toHaveLength(20);
    expect(changes.filter((r) => r.status === 'sent')).toHaveLength(5);
    expect(changes.filter((r) => r.status === 'suppressed')).toHaveLength(5);
    // The digest counts new orders only.
    const digests = await app.ctx.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('to', '=', owner)
      .where('template', '=', 'order_digest_for_owner')
      .execute();
    expect(digests).toHaveLength(0);
  });
});
