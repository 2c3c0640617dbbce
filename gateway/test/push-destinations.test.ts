/**
 * Issue 27, findings 2 and 10: push endpoints are input. One on loopback (or any private,
 * link-local or metadata address, or plain http) is refused at registration and never called,
 * also when it slipped into the table some other way; a push service that never answers holds
 * at most its own few calls, so other customers' messages flow; a registration belongs to the
 * customer who made it, can be removed, goes at sign-out, and an anonymous call cannot detach
 * a customer's token.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import webpush from 'web-push';
import { OutboxWorker } from '../src/modules/messages/delivery/outbox-worker';
import { DestinationLimits } from '../src/modules/messages/delivery/destination-limits';
import type { MessageProvider, OutgoingMessage } from '../src/modules/messages/message-provider';
import { outboxInsert, outboxRows } from '../src/modules/messages/outbox-writer';
import { PushNotifier, withPushDelivery } from '../src/modules/push/push-notifier';
import { orderPushEntry } from '../src/modules/push/push-outbox';
import { createWebPushSender } from '../src/modules/push/push-sender';
import { createRedisSharedState, type SharedState } from '../src/shared-state/shared-state';
import {
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './harness';

jest.setTimeout(120_000);

const REDIS_URL = process.env.SECURITY_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A server that accepts connections and never answers; counts what reaches it. */
interface SilentServer {
  url: string;
  connections: number;
  mostOpenAtOnce: number;
  close(): Promise<void>;
}

async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  const state = { connections: 0, mostOpenAtOnce: 0 };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    state.mostOpenAtOnce = Math.max(state.mostOpenAtOnce, sockets.size);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    get mostOpenAtOnce() {
      return state.mostOpenAtOnce;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server.listening) return resolve();
        server.close(() => resolve());
      }),
  };
}

const subscriptionTo = (endpoint: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
};

const installationId = (n: number, first = 'e') => `${first}${String(n).padStart(21, '0')}`;

let app: TestApp;
let maria: SignedIn;
let ana: SignedIn;
let silent: SilentServer;

beforeAll(async () => {
  // A deployment's setting: https push services on public addresses only.
  app = await startTestApp({ env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'false' } });
  maria = await app.signIn(DEMO_PHONES.customerMX);
  ana = await app.signIn(DEMO_PHONES.customerAR);
  silent = await startSilentServer();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await silent?.close();
  await app?.close();
});

const register = (signedIn: SignedIn | null, body: Record<string, unknown>) =>
  app.request<{ error?: { code: string } }>('/api/push/registrations', {
    method: 'POST',
    token: signedIn?.token ?? null,
    body,
  });

describe('push endpoints that reach inside', () => {
  test.each([
    [`${'http'}://127.0.0.1:PORT/internal/admin`, 'the gateway on loopback, over http'],
    ['https://127.0.0.1/internal/admin', 'loopback'],
    ['https://localhost/internal/admin', 'a name for loopback'],
    ['https://10.0.0.5/push', 'a private address'],
    ['https://169.254.169.254/latest/meta-data', 'the cloud metadata address'],
    ['https://[::1]/push', 'IPv6 loopback'],
    ['https://[::ffff:127.0.0.1]/push', 'IPv4 loopback mapped into IPv6'],
  ])('%s (%s) is refused at registration', async (endpoint) => {
    const res = await register(maria, {
      customer_id: maria.customer.id,
      firebase_token: subscriptionTo(endpoint.replace('PORT', new URL(silent.url).port)),
      installation_id: installationId(1),
      type: 'web',
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('push_endpoint_refused');
    const stored = await app.ctx.db
      .selectFrom('push_registrations')
      .select('id')
      .where('customer_id', '=', maria.customer.id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  test('a loopback endpoint already in the table is never called at send time', async () => {
    await app.ctx.db
      .insertInto('push_registrations')
      .values({
        customer_id: maria.customer.id,
        firebase_token: subscriptionTo(`${silent.url}/internal/admin`),
        installation_id: installationId(2),
        type: 'web',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    const deliveries = await app.ctx.push.notifyOrder({
      customerId: maria.customer.id,
      orderId: 'order-ssrf',
      code: 'MX-1',
      shopSlug: 'demo-mx',
      shopName: 'Demo MX',
      event: 'confirmed',
    });
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.status).toBe('failed');
    expect(deliveries[0]!.error).toMatch(/refused/);
    expect(silent.connections).toBe(0);
    await app.ctx.db.deleteFrom('push_registrations').execute();
  });
});

/** Records what reaches the message provider (the WhatsApp bridge stand-in). */
class RecordingProvider implements MessageProvider {
  readonly name = 'outbox';
  readonly delivered: OutgoingMessage[] = [];
  async deliver(message: OutgoingMessage) {
    this.delivered.push(message);
    return { status: 'sent' as const };
  }
}

describe('a push service that never answers', () => {
  let shared: SharedState;
  let worker: OutboxWorker;
  const prefix = `security-push-${process.pid}-${Date.now().toString(36)}:`;

  afterAll(async () => {
    // The silent service's calls end first, so the worker's close does not wait out their timeouts.
    await silent.close();
    await worker?.close();
    await shared?.close();
    // Only this test's keys: the Redis is shared with other runs.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  test("does not hold other customers' messages (BullMQ, 8 workers)", async () => {
    const logger = pino({ level: 'silent' });
    // Its own notifier: this one may reach the local (silent) push service, as in development.
    const push = new PushNotifier(
      app.ctx.db,
      createWebPushSender(
        { ...webpush.generateVAPIDKeys(), subject: 'mailto:soporte@barrio.example' },
        {
          allowPrivate: true,
          limits: new DestinationLimits({ concurrency: 4, queue: 16, timeoutMs: 5000 }),
        },
      ),
      logger,
    );
    // 30 devices of one customer on the silent push service.
    const now = new Date();
    await app.ctx.db
      .insertInto('push_registrations')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          customer_id: maria.customer.id,
          firebase_token: subscriptionTo(`${silent.url}/push/${i}`),
          installation_id: installationId(100 + i, 'd'),
          type: 'web',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // 8 order pushes for her first (the queue takes them first), then 20 other customers' messages.
    const pushes = Array.from({ length: 8 }, (_, i) =>
      orderPushEntry(
        {
          id: `hang-${i}`,
          code: `MX-${i}`,
          customer_id: maria.customer.id,
          shop_slug: 'demo-mx',
          shop_name: 'Demo MX',
        },
        'confirmed',
      ),
    ).filter((entry) => entry !== null);
    const others = Array.from({ length: 20 }, (_, i) => ({
      to: `+52555599${String(i).padStart(4, '0')}`,
      template: 'order_confirmation',
      message: `Pedido ${i} confirmado`,
      params: { n: i },
      dedupeKey: `hang-other:${i}`,
    }));
    await outboxInsert(app.ctx.db, outboxRows('outbox', pushes, now)).execute();
    await outboxInsert(app.ctx.db, outboxRows('outbox', others, now)).execute();

    shared = await createRedisSharedState({ redisUrl: REDIS_URL, redisPrefix: prefix }, logger);
    const provider = new RecordingProvider();
    worker = new OutboxWorker({
      db: app.ctx.db,
      provider: withPushDelivery(provider, push, logger),
      logger,
      config: { outboxAttempts: 3, outboxBackoffMs: 1000, outboxLeaseMs: 30_000 },
      shared,
      pollMs: 50,
    });
    expect(worker.queue.kind).toBe('bullmq');
    await worker.start();

    // Their normal time is well under the time one hanging push call may take (5 s) times the
    // devices (30): before the limits, 0 of 20 arrived within 90 s.
    const deadline = Date.now() + 30_000;
    while (provider.delivered.length < others.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(provider.delivered).toHaveLength(others.length);
    // One push service never has more than its concurrency of our connections open.
    expect(silent.mostOpenAtOnce).toBeLessThanOrEqual(4);
  });
});

describe('registrations belong to the customer who made them', () => {
  const token = (n: number) => subscriptionTo(`https://push.example.com/send/${n}`);

  // Registration resolves a push service's name; an address literal (public) needs no DNS here.
  beforeAll(async () => {
    await app.ctx.db.deleteFrom('push_registrations').execute();
  });

  const registerDirect = async (customerId: number, installation: string, firebaseToken: string) =>
    app.ctx.db
      .insertInto('push_registrations')
      .values({
        customer_id: customerId,
        firebase_token: firebaseToken,
        installation_id: installation,
        type: 'web',
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();

  test('a known installation does not move to another customer who registers its id', async () => {
    const original = token(300);
    await registerDirect(maria.customer.id, installationId(300), original);
    const res = await register(ana, {
      customer_id: ana.customer.id,
      firebase_token: subscriptionTo('https://8.8.8.8/send/attacker'),
      installation_id: installationId(300),
      type: 'web',
    });
    expect(res.status).toBe(409);
    const row = await app.ctx.db
      .selectFrom('push_registrations')
      .select(['customer_id', 'firebase_token'])
      .where('installation_id', '=', installationId(300))
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(maria.customer.id);
    expect(row.firebase_token).toBe(original);
  });

  test("a customer cannot register a device on someone else's account", async () => {
    const res = await register(ana, {
      customer_id: maria.customer.id,
      firebase_token: subscriptionTo('https://8.8.8.8/send/x'),
      installation_id: installationId(301),
      type: 'web',
    });
    expect(res.status).toBe(404);
  });

  test("DELETE removes one of your registrations, not anyone else's", async () => {
    await registerDirect(maria.customer.id, installationId(302), token(302));
    const path = `/api/push/registrations/${installationId(302)}`;
    expect((await app.request(path, { method: 'DELETE', token: ana.token })).status).toBe(404);
    expect((await app.request(path, { method: 'DELETE' })).status).toBe(401);
    expect((await app.request(path, { method: 'DELETE', token: maria.token })).status).toBe(204);
    expect((await app.request(path, { method: 'DELETE', token: maria.token })).status).toBe(404);
  });

  test('signing out removes the device it signs out on', async () => {
    const session = await app.signIn(DEMO_PHONES.customerMX);
    await registerDirect(maria.customer.id, installationId(303), token(303));
    const res = await app.request('/api/auth/session', {
      method: 'DELETE',
      token: session.token,
      query: { installation_id: installationId(303) },
    });
    expect(res.status).toBe(204);
    const left = await app.ctx.db
      .selectFrom('push_registrations')
      .select('id')
      .where('installation_id', '=', installationId(303))
      .execute();
    expect(left).toHaveLength(0);
  });

  test("an anonymous notificationpush cannot detach a customer's token", async () => {
    const pushToken = `token-${randomBytes(12).toString('hex')}`;
    const saved = await app.request<{ id: number }>('/api/notificationpush', {
      method: 'POST',
      token: maria.token,
      body: { token: pushToken, customer_id: maria.customer.id, platform: 'android' },
    });
    expect(saved.status).toBe(200);
    const anonymous = await app.request('/api/notificationpush', {
      method: 'POST',
      body: { token: pushToken, anonymous_id: 'stranger-0001', platform: 'android' },
    });
    expect(anonymous.status).toBe(409);
    const row = await app.ctx.db
      .selectFrom('push_tokens')
      .select(['customer_id', 'anonymous_id'])
      .where('token', '=', pushToken)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(maria.customer.id);
    expect(row.anonymous_id).toBeNull();
  });
});
