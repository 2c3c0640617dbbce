import { DEMO_PHONES, START_TIMEOUT_MS, startTestApp, type TestApp } from './harness';
import {
  countRows,
  line,
  orderPayload,
  plainProducts,
  shop,
  type ErrorBody,
  type OrderBody,
  type ProductInfo,
  type ShopInfo,
} from './commerce-helpers';

// An order's bounds hold after its repeated lines are merged: units of one product, units in
// all and money, with the shop's own bounds where it set them (orders/order-bounds.ts).

let app: TestApp;
let demoMx: ShopInfo;
let plain: ProductInfo[];

beforeAll(async () => {
  app = await startTestApp();
  demoMx = await shop(app, 'demo-mx');
  plain = await plainProducts(app, demoMx.catalog_id);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

function guestOrder(lines: ReturnType<typeof line>[], phone = '+525555558801') {
  const { customer_id: _customer, ...rest } = orderPayload(app, {
    customerId: 0,
    shopId: demoMx.id,
    lines,
  });
  return {
    ...rest,
    guest_customer: { first_name: 'ana', last_name: 'ruiz', phone_number: phone },
    require_debit_from_wallet: false,
  };
}

async function place(body: object, token?: string) {
  return app.request<OrderBody & ErrorBody>('/api/order', {
    method: 'POST',
    body,
    ...(token ? { token } : {}),
  });
}

async function setShopBounds(bounds: {
  max_line_units?: number | null;
  max_order_units?: number | null;
  max_order_total?: number | null;
}) {
  await app.ctx.db.updateTable('shops').set(bounds).where('id', '=', demoMx.id).execute();
}

describe('the bounds of one order', () => {
  it('refuses 200 lines of 10 000 units of one product (2 000 000 merged) with a clear 400', async () => {
    const orders = await countRows(app, 'orders');
    const messages = await countRows(app, 'outbox_messages');
    const lines = Array.from({ length: 200 }, () => line(plain[0]!.id, 10_000));
    const res = await place(guestOrder(lines));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('order_too_large');
    expect(res.body.bound).toBe('line_units');
    expect(res.body.error.fields).toHaveProperty(['lines.0.quantity.value']);
    expect(await countRows(app, 'orders')).toBe(orders);
    expect(await countRows(app, 'outbox_messages')).toBe(messages);
  });

  it('counts the units of all lines together', async () => {
    const lines = plain.slice(0, 6).map((p) => line(p.id, 900));
    expect(lines).toHaveLength(6);
    const res = await place(guestOrder(lines));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { code: 'order_too_large' },
      bound: 'order_units',
      limit: 5000,
      requested: 5400,
    });
  });

  it("follows the shop's own bounds, in units and in money", async () => {
    try {
      await setShopBounds({ max_line_units: 3 });
      const repeated = [line(plain[0]!.id, 2), line(plain[0]!.id, 2)];
      const overLine = await place(guestOrder(repeated));
      expect(overLine.status).toBe(400);
      expect(overLine.body).toMatchObject({ bound: 'line_units', limit: 3 });
      expect((await place(guestOrder([line(plain[0]!.id, 3)]))).status).toBe(200);

      const price = plain[0]!.price;
      await setShopBounds({ max_line_units: null, max_order_total: price * 2 });
      const overTotal = await place(guestOrder([line(plain[0]!.id, 3)], '+525555558802'));
      expect(overTotal.status).toBe(400);
      expect(overTotal.body).toMatchObject({
        bound: 'order_total',
        limit: { value: price * 2 },
      });
      expect((await place(guestOrder([line(plain[0]!.id, 2)], '+525555558802'))).status).toBe(200);
    } finally {
      await setShopBounds({ max_line_units: null, max_order_units: null, max_order_total: null });
    }
  });

  it('holds when an edit adds lines', async () => {
    const luis = await app.signIn('+525555550003');
    const placed = await place(
      orderPayload(app, {
        customerId: luis.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[1]!.id, 600)],
      }),
      luis.token,
    );
    expect(placed.status).toBe(200);
    const edit = await app.request<ErrorBody>(`/api/order/${placed.body.order.id}`, {
      method: 'PATCH',
      token: luis.token,
      body: { action: 'add_lines', lines: [line(plain[1]!.id, 600)] },
    });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ error: { code: 'order_too_large' }, bound: 'line_units' });
    const after = await app.request<OrderBody>(`/api/order/${placed.body.order.id}`, {
      token: luis.token,
    });
    expect(after.body.order.lines.map((l) => l.cantidad)).toEqual([600]);
  });

  it('leaves an ordinary order alone', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const res = await place(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 2), line(plain[1]!.id, 1)],
      }),
      maria.token,
    );
    expect(res.status).toBe(200);
  });
});
