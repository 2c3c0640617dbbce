import { roundMoney } from '@barrio/shared/domain';
import { fingerprintHash } from '../src/modules/orders/idempotency';
import { DEMO_PHONES, startTestApp, type TestApp } from './harness';
import {
  countRows,
  dateInDays,
  limitedProduct,
  line,
  movementsSum,
  orderPayload,
  plainProducts,
  shop,
  walletBalance,
  type ErrorBody,
  type OrderBody,
} from './commerce-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

type Answer = OrderBody & ErrorBody & { limits?: { product_id: number }[] };

describe('Idempotency-Key on POST /api/order', () => {
  test('50 parallel requests with one key make exactly one order; later the answer is replayed', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const demoMx = await shop(app, 'demo-mx');
    const [product] = await plainProducts(app, demoMx.catalog_id);
    const body = orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(product!.id, 1)],
    });
    const key = `checkout-${Date.now()}`;
    const before = await countRows(app, 'orders');

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.request<Answer>('/api/order', {
          method: 'POST',
          body,
          token: maria.token,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.body.order.id)).size).toBe(1);
    for (const conflict of answers.filter((a) => a.status === 409))
      expect(conflict.body.error.code).toBe('idempotency_in_flight');
    expect(await countRows(app, 'orders')).toBe(before + 1);

    const replay = await app.request<Answer>('/api/order', {
      method: 'POST',
      body,
      token: maria.token,
      headers: { 'idempotency-key': key },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.order.id).toBe(ok[0]!.body.order.id);

    const other = await app.request<Answer>('/api/order', {
      method: 'POST',
      body: { ...body, notes: 'otra cosa' },
      token: maria.token,
      headers: { 'idempotency-key': key },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
    expect(await countRows(app, 'orders')).toBe(before + 1);
  });

  test('a failed attempt releases its key so that a corrected retry can succeed', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const demoMx = await shop(app, 'demo-mx');
    const [product] = await plainProducts(app, demoMx.catalog_id);
    const key = `retry-${Date.now()}`;
    const body = orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(product!.id, 1)],
      coupon_code: 'NOEXISTE',
    });
    const failed = await app.request<Answer>('/api/order', {
      method: 'POST',
      body,
      token: maria.token,
      headers: { 'idempotency-key': key },
    });
    expect(failed.status).toBe(400);
    const again = await app.request<Answer>('/api/order', {
      method: 'POST',
      body: { ...body, coupon_code: null },
      token: maria.token,
      headers: { 'idempotency-key': key },
    });
    expect(again.status).toBe(200);
  });

  test('a key still in flight is 409; one abandoned by a dead gateway is taken over', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const demoMx = await shop(app, 'demo-mx');
    const [product] = await plainProducts(app, demoMx.catalog_id);
    const body = orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(product!.id, 1)],
    });
    const now = app.ctx.clock.now();
    const scope = `order:${maria.customer.id}`;
    await app.ctx.db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key: 'busy-key',
        request_hash: fingerprintHash({ body, autoconfirm: false }),
        state: 'in_flight',
        response_body: 'null',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const busy = await app.request<Answer>('/api/order', {
      method: 'POST',
      body,
      token: maria.token,
      headers: { 'idempotency-key': 'busy-key' },
    });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('idempotency_in_flight');

    await app.ctx.db
      .updateTable('idempotency_keys')
      .set({ updated_at: new Date(now.getTime() - 10 * 60 * 1000) })
      .where('scope', '=', scope)
      .where('key', '=', 'busy-key')
      .execute();
    const takenOver = await app.request<Answer>('/api/order', {
      method: 'POST',
      body,
      token: maria.token,
      headers: { 'idempotency-key': 'busy-key' },
    });
    expect(takenOver.status).toBe(200);
    const row = await app.ctx.db
      .selectFrom('idempotency_keys')
      .select('state')
      .where('scope', '=', scope)
      .where('key', '=', 'busy-key')
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('done');
  });
});

describe('parallel orders', () => {
  test('parallel wallet debits never take the balance below zero and the movements add up to it', async () => {
    const andres = await app.signIn(DEMO_PHONES.walletCO);
    const demoCo = await shop(app, 'demo-co');
    const coPlain = await plainProducts(app, demoCo.catalog_id);
    const start = await walletBalance(app, andres.customer.id);
    const product = [...coPlain].sort((a, b) => b.price - a.price)[0]!;
    // Each order costs about a fifth of the balance: at most five can be paid.
    const quantity = Math.max(1, Math.floor(start / 5 / product.price));
    const cost = roundMoney(product.price * quantity);
    expect(cost * 12).toBeGreaterThan(start);

    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.request<Answer>('/api/order', {
          method: 'POST',
          token: andres.token,
          body: orderPayload(app, {
            customerId: andres.customer.id,
            shopId: demoCo.id,
            lines: [line(product.id, quantity)],
            // The wallet as the payment method must cover the whole total, or nothing is taken.
            payment_method_id: 3,
          }),
        }),
      ),
    );
    const paid = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(paid.length).toBe(Math.floor(start / cost));
    for (const r of refused) {
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('insufficient_wallet_balance');
    }
    const end = await walletBalance(app, andres.customer.id);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(end).toBe(roundMoney(start - paid.length * cost));
    expect(await movementsSum(app, andres.customer.id)).toBe(end);
  });

  test('parallel orders cannot exceed a per-delivery limit', async () => {
    const luis = await app.signIn('+525555550003');
    const demoMx = await shop(app, 'demo-mx');
    const limited = await limitedProduct(app, demoMx.catalog_id);
    const limit = limited.max_units_per_delivery!;
    const day = dateInDays(app, 9);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.request<Answer>('/api/order', {
          method: 'POST',
          token: luis.token,
          body: orderPayload(app, {
            customerId: luis.customer.id,
            shopId: demoMx.id,
            lines: [line(limited.id, 3)],
            selected_delivery_date: day,
          }),
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200).length;
    expect(accepted).toBe(Math.floor(limit / 3));
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('limit_exceeded');
    }
    const rows = await app.ctx.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select('order_lines.quantity')
      .where('orders.customer_id', '=', luis.customer.id)
      .where(
        'orders.delivery_date',
        '=',
        `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`,
      )
      .where('order_lines.product_id', '=', limited.id)
      .execute();
    expect(rows.reduce((sum, r) => sum + Number(r.quantity), 0)).toBeLessThanOrEqual(limit);
  });
});
