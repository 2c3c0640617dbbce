/**
 * The transactional outbox on one process (PGlite, the in-process queue `npm start` uses):
 * order and payment messages are written with what caused them, delivered after the commit,
 * retried with exponential back-off, dead-lettered visibly, and never written twice.
 */
import { sql } from 'kysely';
import pino from 'pino';
import { isSandboxProvider } from '../src/modules/payments/payment-provider';
import { OutboxWorker } from '../src/modules/messages/delivery/outbox-worker';
import type { MessageProvider, OutgoingMessage } from '../src/modules/messages/message-provider';
import { line, orderPayload, plainProducts, shop, type OrderBody } from './commerce-helpers';
import {
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './harness';

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

beforeAll(async () => {
  app = await startTestApp({ env: { DEV_OUTBOX: 'true' } });
  maria = await app.signIn(DEMO_PHONES.customerMX);
  provider = new FlakyProvider();
  worker = new OutboxWorker({
    db: app.ctx.db,
    provider,
    logger: pino({ level: 'silent' }),
    config: { outboxAttempts: 3, outboxBackoffMs: 100, outboxLeaseMs: 5000 },
    shared: app.ctx.shared,
    pollMs: 20,
  });
  await worker.start();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await worker?.close();
  await app?.close();
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

async function placeOrder(extra: Record<string, unknown> = {}): Promise<OrderBody['order']> {
  const demoMx = await shop(app, 'demo-mx');
  const [product] = await plainProducts(app, demoMx.catalog_id);
  const res = await app.request<OrderBody>('/api/order', {
    method: 'POST',
    token: maria.token,
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
