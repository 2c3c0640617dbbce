import pino from 'pino';
import { createDeliveryProvider } from '../src/app-context';
import { OutboxWorker } from '../src/modules/messages/delivery/outbox-worker';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import { line, orderPayload, plainProducts, shop, type OrderBody } from './commerce-helpers';
import { startLocalPushService, type LocalPushService } from './push-service';

let app: TestApp;
let pushService: LocalPushService;
let maria: SignedIn;
let owner: SignedIn;
let worker: OutboxWorker;

beforeAll(async () => {
  app = await startTestApp();
  pushService = await startLocalPushService();
  // Pushes are outbox rows: the worker (as `npm start` runs it in-process) sends them.
  const logger = pino({ level: 'silent' });
  worker = new OutboxWorker({
    db: app.ctx.db,
    provider: createDeliveryProvider(app.ctx.config, logger, app.ctx.push, app.ctx),
    logger,
    config: { outboxAttempts: 3, outboxBackoffMs: 100, outboxLeaseMs: 5000 },
    shared: app.ctx.shared,
    pollMs: 20,
  });
  await worker.start();
  maria = await app.signIn(DEMO_PHONES.customerMX);
  owner = await app.signIn(DEMO_PHONES.ownerMX);
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await pushService?.close();
});

/** 22 characters starting with c, d, e or f (SPEC §5). */
const installationId = (n: number, first = 'f') => `${first}${String(n).padStart(21, '0')}`;

const register = (body: Record<string, unknown>, token: string | null = maria.token) =>
  app.request<{ id: number; installation_id: string }>('/api/push/registrations', {
    method: 'POST',
    token,
    body,
  });

async function placeConfirmedOrder(): Promise<OrderBody['order']> {
  const demoMx = await shop(app, 'demo-mx');
  const [product] = await plainProducts(app, demoMx.catalog_id);
  const res = await app.request<OrderBody>('/api/order', {
    method: 'POST',
    token: maria.token,
    query: { autoconfirm: 'true' },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(product!.id, 1)],
    }),
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

const registrationCount = async (customerId: number) =>
  (
    await app.ctx.db
      .selectFrom('push_registrations')
      .select('installation_id')
      .where('customer_id', '=', customerId)
      .execute()
  ).map((r) => r.installation_id);

describe('web push', () => {
  test('the public key is the one the pushes are signed with', async () => {
    const res = await app.request<{ publicKey: string }>('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  test('order confirmed, canceled and delivered reach the browser encrypted, signed, and in the outbox', async () => {
    await app.ctx.db.deleteFrom('push_registrations').execute();
    const phone = pushService.subscribe('maria-phone');
    const saved = await register({
      customer_id: maria.customer.id,
      firebase_token: JSON.stringify(phone.json),
      installation_id: installationId(1),
      type: 'web',
    });
    expect(saved.status).toBe(201);
    const { publicKey } = (await app.request<{ publicKey: string }>('/api/push/public-key')).body;

    const order = await placeConfirmedOrder();
    const [confirmed] = await pushService.waitFor(1);
    expect(confirmed!.path).toBe('/push/maria-phone');
    expect(JSON.parse(confirmed!.payload)).toEqual({
      title: `Pedido ${order.code} confirmado`,
      body: expect.stringContaining('recibió tu pedido') as unknown as string,
      url: '/demo-mx/mis-pedidos',
      tag: `order-${order.id}`,
    });
    expect(confirmed!.signatureValid).toBe(true);
    expect(confirmed!.publicKey).toBe(publicKey);
    expect(confirmed!.audience).toBe(pushService.url);
    expect(Number(confirmed!.ttl)).toBeGreaterThan(0);

    const canceled = await app.request(`/api/order/${order.id}/cancel`, {
      method: 'POST',
      token: maria.token,
      body: { reason: 'customer_canceled' },
    });
    expect(canceled.status).toBe(200);
    const pushes = await pushService.waitFor(2);
    expect(JSON.parse(pushes[1]!.payload).title).toBe(`Pedido ${order.code} cancelado`);

    const delivering = await placeConfirmedOrder();
    // Its confirmation first: the worker sends pushes of separate changes concurrently.
    await pushService.waitFor(3);
    // Mexico has no delivery code: the owner hands the order over with one deliberate action.
    const delivered = await app.request(`/api/manager/demo-mx/orders/${delivering.id}/deliver`, {
      method: 'POST',
      token: owner.token,
      body: { confirm: true },
    });
    expect(delivered.status).toBe(200);
    const all = await pushService.waitFor(4);
    expect(all.map((p) => JSON.parse(p.payload).title)).toEqual([
      `Pedido ${order.code} confirmado`,
      `Pedido ${order.code} cancelado`,
      `Pedido ${delivering.code} confirmado`,
      `Pedido ${delivering.code} entregado`,
    ]);

    // The development outbox lists every push, one row per order change, as sent (the worker
    // marks a row once the push service has answered).
    const listed = () => app.ctx.outbox.list({ to: `push:customer-${maria.customer.id}` });
    const deadline = Date.now() + 30_000;
    while ((await listed()).some((m) => m.status !== 'sent') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const outbox = await listed();
    expect(outbox.map((m) => [m.template, m.status, m.params?.order_id])).toEqual([
      ['push.order_delivered', 'sent', delivering.id],
      ['push.order_confirmed', 'sent', delivering.id],
      ['push.order_canceled', 'sent', order.id],
      ['push.order_confirmed', 'sent', order.id],
    ]);
  });

  test('a subscription the push service says is gone (410) is dropped', async () => {
    await app.ctx.db.deleteFrom('push_registrations').execute();
    const before = pushService.received.length;
    const gone = pushService.subscribe('uninstalled', 410);
    await register({
      customer_id: maria.customer.id,
      firebase_token: JSON.stringify(gone.json),
      installation_id: installationId(2, 'c'),
      type: 'web',
    });
    const deliveries = await app.ctx.push.notifyOrder({
      customerId: maria.customer.id,
      orderId: 'b5f0c2a4-0000-4000-8000-000000000000',
      code: 'MX-000001',
      shopSlug: 'demo-mx',
      shopName: 'Demo',
      event: 'ready',
    });
    expect(deliveries).toEqual([
      {
        installationId: installationId(2, 'c'),
        status: 'expired',
        statusCode: 410,
        error: 'push service answered 410',
      },
    ]);
    expect(pushService.received.length).toBe(before + 1);
    expect(await registrationCount(maria.customer.id)).toEqual([]);
  });

  test('at most 30 registrations are kept per customer, the least recent dropped first', async () => {
    await app.ctx.db.deleteFrom('push_registrations').execute();
    for (let n = 1; n <= 31; n += 1) {
      const res = await register({
        customer_id: maria.customer.id,
        firebase_token: JSON.stringify(pushService.subscribe(`device-${n}`).json),
        installation_id: installationId(100 + n, 'e'),
        type: 'web',
      });
      expect(res.status).toBe(201);
    }
    const kept = await registrationCount(maria.customer.id);
    expect(kept).toHaveLength(30);
    expect(kept).not.toContain(installationId(101, 'e'));
  });

  test('the heartbeat answers 204 for a registered installation, 404 otherwise', async () => {
    const ok = await app.request('/api/push/heartbeat', {
      method: 'POST',
      token: maria.token,
      body: { customer_id: maria.customer.id, installation_id: installationId(131, 'e') },
    });
    expect(ok.status).toBe(204);
    const unknown = await app.request('/api/push/heartbeat', {
      method: 'POST',
      token: maria.token,
      body: { customer_id: maria.customer.id, installation_id: installationId(999, 'd') },
    });
    expect(unknown.status).toBe(404);
  });

  test.each([
    ['a token of 5 characters', { firebase_token: 'short' }],
    ['an installation id of 21 characters', { installation_id: 'f'.repeat(21) }],
    ['an installation id starting with a', { installation_id: `a${'0'.repeat(21)}` }],
  ])('%s is refused with 400 and stores nothing', async (_name, override) => {
    const before = await registrationCount(maria.customer.id);
    const res = await register({
      customer_id: maria.customer.id,
      firebase_token: JSON.stringify(pushService.subscribe('bad').json),
      installation_id: installationId(500, 'd'),
      type: 'web',
      ...override,
    });
    expect(res.status).toBe(400);
    expect(await registrationCount(maria.customer.id)).toEqual(before);
  });

  test("another customer's registration is refused", async () => {
    const other = await app.signIn(DEMO_PHONES.customerAR);
    const res = await register(
      {
        customer_id: maria.customer.id,
        firebase_token: JSON.stringify(pushService.subscribe('intruder').json),
        installation_id: installationId(600, 'd'),
        type: 'web',
      },
      other.token,
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
