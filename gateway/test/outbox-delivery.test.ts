/**
 * The transactional outbox on one process (PGlite, the in-process queue `npm start` uses):
 * order and payment messages and order pushes are written with what caused them, delivered
 * after the commit, retried with exponential back-off, dead-lettered visibly, and never
 * written twice.
 */
import { sql } from 'kysely';
import pino from 'pino';
import { isSandboxProvider } from '../src/modules/payments/payment-provider';
import { OutboxWorker } from '../src/modules/messages/delivery/outbox-worker';
import type { MessageProvider, OutgoingMessage } from '../src/modules/messages/message-provider';
import { withPushDelivery } from '../src/modules/push/push-notifier';
import { line, orderPayload, plainProducts, shop, type OrderBody } from './commerce-helpers';
import {
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './harness';
import { startLocalPushService, type LocalPushService } from './push-service';

/** Refuses the shop owner's messages; accepts everything else. Records every attempt. */
class FlakyProvider implements MessageProvider {
  readonly name = 'outbox';
  readonly attempts: Array<{ message: OutgoingMessage; at: number }> = [];
  async deliver(message: OutgoingMessage) {
    this.attempts.push({ message, at: Date.now() });
    if (message.template === 'order_new_for_owner')
      return { status: 'failed' as const, error: 'owner bridge down' };
    return { status: 'sent' as const };
  }
}

let app: TestApp;
let maria: SignedIn;
let provider: FlakyProvider;
let worker: OutboxWorker;
let pushService: LocalPushService;

beforeAll(async () => {
  app = await startTestApp({ env: { DEV_OUTBOX: 'true' } });
  maria = await app.signIn(DEMO_PHONES.customerMX);
  pushService = await startLocalPushService();
  provider = new FlakyProvider();
  const logger = pino({ level: 'silent' });
  worker = new OutboxWorker({
    db: app.ctx.db,
    // Pushes go through the same worker, to the customer's devices (here the local push service).
    provider: withPushDelivery(provider, app.ctx.push, logger),
    logger,
    config: { outboxAttempts: 3, outboxBackoffMs: 100, outboxLeaseMs: 5000 },
    shared: app.ctx.shared,
    pollMs: 20,
  });
  await worker.start();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await worker?.close();
  await app?.close();
  await pushService?.close();
});

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const rowsFor = (orderId: string) =>
  app.ctx.db
    .selectFrom('outbox_messages')
    .select(['id', 'template', 'status', 'attempts', 'error', 'dedupe_key'])
    .where(sql<string>`params->>'order_id'`, '=', orderId)
    .orderBy('id')
    .execute();

async function placeOrder(
  extra: Record<string, unknown> = {},
  query: Record<string, string> = {},
): Promise<OrderBody['order']> {
  const demoMx = await shop(app, 'demo-mx');
  const [product] = await plainProducts(app, demoMx.catalog_id);
  const res = await app.request<OrderBody>('/api/order', {
    method: 'POST',
    token: maria.token,
    query,
    body: orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(product!.id, 1)],
      ...extra,
    }),
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

test('an order commits with its two messages, and the worker delivers them afterwards', async () => {
  const order = await placeOrder();
  const rows = await rowsFor(order.id);
  expect(rows.map((r) => r.dedupe_key)).toEqual([
    `order:${order.id}:confirmation`,
    `order:${order.id}:owner`,
  ]);
  await waitFor('the confirmation sent', async () =>
    (await rowsFor(order.id)).some(
      (r) => r.template === 'order_confirmation' && r.status === 'sent',
    ),
  );
  expect(
    provider.attempts.filter(
      (a) => a.message.template === 'order_confirmation' && a.message.params?.order_id === order.id,
    ),
  ).toHaveLength(1);
});

test('a message that keeps failing is retried with growing delays, then dead-lettered in the dev outbox', async () => {
  const order = await placeOrder();
  await waitFor('the owner message dead', async () =>
    (await rowsFor(order.id)).some(
      (r) => r.template === 'order_new_for_owner' && r.status === 'dead',
    ),
  );
  const tries = provider.attempts.filter(
    (a) => a.message.template === 'order_new_for_owner' && a.message.params?.order_id === order.id,
  );
  expect(tries).toHaveLength(3);
  // Exponential back-off: at least 100 ms, then at least 200 ms between attempts.
  expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(100);
  expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(200);

  const outbox = await app.request<
    Array<{
      template: string;
      status: string;
      attempts: number;
      error: string | null;
      params: { order_id?: string };
    }>
  >('/api/dev/outbox');
  const dead = outbox.body.find(
    (m) => m.template === 'order_new_for_owner' && m.params.order_id === order.id,
  );
  expect(dead).toMatchObject({ status: 'dead', attempts: 3, error: 'owner bridge down' });
  const page = await app.request('/dev/outbox');
  expect(page.text).toContain('dead');
});

test('a payment callback repeated by the provider writes one message to the customer', async () => {
  const order = await placeOrder({ payment_method_id: 7 });
  const link = await app.request<{ id: string }>('/api/paymentlink/sandbox', {
    method: 'POST',
    token: maria.token,
    body: { slug: 'demo-mx', order: order.id },
  });
  expect(link.status).toBe(200);
  const provider = app.ctx.payments;
  if (!isSandboxProvider(provider)) throw new Error('the tests run with the sandbox provider');
  const signature = provider.sign(link.body.id, 'approved');
  for (let i = 0; i < 3; i += 1) {
    const res = await app.request('/api/payments/sandbox/callback', {
      method: 'POST',
      body: { link_id: link.body.id, outcome: 'approved', signature },
    });
    expect(res.status).toBe(200);
  }
  const rows = (await rowsFor(order.id)).filter((r) => r.template === 'payment_approved');
  expect(rows).toHaveLength(1);
  expect(rows[0]!.dedupe_key).toBe(`payment:${link.body.id}`);
  await waitFor('the payment message sent', async () =>
    (await rowsFor(order.id)).some((r) => r.template === 'payment_approved' && r.status === 'sent'),
  );
});

describe('order pushes', () => {
  /** Maria's only device: a subscription on the local push service answering `status`. */
  async function onlyDevice(name: string, status?: number) {
    await app.ctx.db.deleteFrom('push_registrations').execute();
    const res = await app.request('/api/push/registrations', {
      method: 'POST',
      token: maria.token,
      body: {
        customer_id: maria.customer.id,
        firebase_token: JSON.stringify(pushService.subscribe(name, status).json),
        installation_id: `f${String(name.length).padStart(21, '0')}`,
        type: 'web',
      },
    });
    expect(res.status).toBe(201);
    return `/push/${name}`;
  }
  const receivedAt = (path: string) => pushService.received.filter((p) => p.path === path);
  const pushRow = async (orderId: string) =>
    (await rowsFor(orderId)).find((r) => r.dedupe_key === `order:${orderId}:push:confirmed`);

  test('a confirmed order commits its push row with it, and the worker delivers it once', async () => {
    const path = await onlyDevice('phone-ok');
    const order = await placeOrder({}, { autoconfirm: 'true' });
    expect(order.status).toBe('confirmed');
    // There as soon as the order is acknowledged: written in the order's transaction.
    const row = await pushRow(order.id);
    expect(row).toMatchObject({ template: 'push.order_confirmed' });
    await waitFor('the push sent', async () => (await pushRow(order.id))?.status === 'sent');
    expect(await pushRow(order.id)).toMatchObject({ attempts: 1, error: null });
    const pushes = receivedAt(path);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0]!.payload)).toMatchObject({
      title: `Pedido ${order.code} confirmado`,
    });
  });

  test('a push service that keeps failing gets the push retried, then dead in the dev outbox', async () => {
    const path = await onlyDevice('phone-broken', 500);
    const order = await placeOrder({}, { autoconfirm: 'true' });
    await waitFor('the push dead', async () => (await pushRow(order.id))?.status === 'dead');
    expect(receivedAt(path)).toHaveLength(3);
    const outbox = await app.request<
      Array<{ template: string; status: string; attempts: number; error: string | null }>
    >('/api/dev/outbox', { query: { to: `push:customer-${maria.customer.id}` } });
    expect(outbox.status).toBe(200);
    const dead = outbox.body.find(
      (m) => m.template === 'push.order_confirmed' && m.status === 'dead',
    );
    expect(dead).toMatchObject({ attempts: 3, error: expect.stringContaining('answered 500') });
    // A failure is not an expired subscription: the device stays registered.
    const kept = await app.ctx.db
      .selectFrom('push_registrations')
      .select('id')
      .where('customer_id', '=', maria.customer.id)
      .execute();
    expect(kept).toHaveLength(1);
  });
});
