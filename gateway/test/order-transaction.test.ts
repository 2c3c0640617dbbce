/**
 * Placing an order is one transaction: every statement it runs (the idempotency key, the rules'
 * reads, the guest customer, the order, coupon, outbox messages and the stored answer) sits
 * between one BEGIN and one COMMIT. Statements are attributed to the request that ran them by
 * its request id (the async context every query of a request runs in).
 */
import { currentRequestId } from '../src/http/request-context';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import {
  line,
  orderPayload,
  plainProducts,
  shop,
  type ErrorBody,
  type OrderBody,
  type ProductInfo,
  type ShopInfo,
} from './commerce-helpers';

let app: TestApp;
let demoMx: ShopInfo;
let plain: ProductInfo[];
let maria: SignedIn;
const statements = new Map<string, string[]>();

beforeAll(async () => {
  app = await startTestApp({
    onStatement: (text) => {
      const requestId = currentRequestId();
      if (!requestId) return;
      const list = statements.get(requestId) ?? [];
      list.push(text.trim().toLowerCase());
      statements.set(requestId, list);
    },
  });
  demoMx = await shop(app, 'demo-mx');
  plain = await plainProducts(app, demoMx.catalog_id);
  maria = await app.signIn(DEMO_PHONES.customerMX);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

let requests = 0;

/** Places an order and returns its answer with the statements the request ran, in order. */
async function placeTraced(body: unknown, headers: Record<string, string> = {}, token?: string) {
  requests += 1;
  const requestId = `order-transaction-${requests}-${Date.now()}`;
  const res = await app.request<OrderBody>('/api/order', {
    method: 'POST',
    body,
    token: token ?? null,
    headers: { 'x-request-id': requestId, ...headers },
  });
  return { res, run: statements.get(requestId) ?? [] };
}

const isBegin = (s: string) => s.startsWith('begin');
const isCommit = (s: string) => s === 'commit';

/** The statements run inside the (single) transaction, and those outside it. */
function split(run: string[]): { inside: string[]; outside: string[] } {
  const begin = run.findIndex(isBegin);
  const commit = run.findIndex(isCommit);
  if (begin < 0 || commit < begin) return { inside: [], outside: run };
  return {
    inside: run.slice(begin + 1, commit),
    outside: [...run.slice(0, begin), ...run.slice(commit + 1)],
  };
}

const guestBody = (phone: string) => ({
  guest_customer: { first_name: 'Rosa', last_name: 'Luna', phone_number: phone },
  shop_id: demoMx.id,
  payment_method_id: 1,
  selected_delivery_date: orderPayload(app, { customerId: 1, shopId: 1, lines: [] })
    .selected_delivery_date,
  lines: [line(plain[0]!.id, 2), line(plain[1]!.id, 1)],
  customer_delivery_address: 'Calle Sauce 3',
});

describe('one transaction per order', () => {
  test('a guest order with an Idempotency-Key runs every statement in one transaction', async () => {
    const { res, run } = await placeTraced(guestBody('+525511110001'), {
      'idempotency-key': 'one-transaction-guest-1',
    });
    expect(res.status).toBe(200);
    expect(run.filter(isBegin)).toHaveLength(1);
    expect(run.filter(isCommit)).toHaveLength(1);
    expect(run[0]).toMatch(/^begin/);
    expect(run[run.length - 1]).toBe('commit');
    const { inside } = split(run);
    // The key, the customer, the order, its messages and the stored answer are all inside.
    expect(inside.some((s) => s.includes('insert into "idempotency_keys"'))).toBe(true);
    expect(inside.some((s) => s.includes('insert into "orders"'))).toBe(true);
    expect(inside.some((s) => s.includes('insert into "outbox_messages"'))).toBe(true);
    expect(inside.some((s) => s.includes('update "idempotency_keys"'))).toBe(true);
  });

  test('a replayed key commits nothing and answers the stored order', async () => {
    const body = guestBody('+525511110002');
    const first = await placeTraced(body, { 'idempotency-key': 'one-transaction-guest-2' });
    expect(first.res.status).toBe(200);
    const again = await placeTraced(body, { 'idempotency-key': 'one-transaction-guest-2' });
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    expect(again.res.body.order.id).toBe(first.res.body.order.id);
    // The first answer is sent as it was stored; the replay is the same JSON.
    expect(first.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.res.body).toStrictEqual(first.res.body);
    expect(again.run.filter(isCommit)).toHaveLength(0);
  });

  test('a signed-in order with a coupon writes only inside its one transaction', async () => {
    const { res, run } = await placeTraced(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[0]!.id, 3), line(plain[2]!.id, 2)],
        coupon_code: 'BIENVENIDA',
      }),
      {},
      maria.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.order.coupon_id).not.toBeNull();
    expect(run.filter(isBegin)).toHaveLength(1);
    expect(run.filter(isCommit)).toHaveLength(1);
    const { outside } = split(run);
    // Outside the transaction only the session is read (who is asking), before it begins.
    expect(outside.every((s) => s.startsWith('select'))).toBe(true);
    expect(run.findIndex(isBegin)).toBe(outside.length);
  });

  test('a refused order rolls back and commits nothing', async () => {
    const { res, run } = await placeTraced({
      ...guestBody('+525511110003'),
      lines: [line(999_999, 1)],
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(run.filter(isCommit)).toHaveLength(0);
    expect(run[run.length - 1]).toBe('rollback');
  });

  test('a new guest order with an Idempotency-Key takes few round trips', async () => {
    const { res, run } = await placeTraced(guestBody('+525511110004'), {
      'idempotency-key': 'one-transaction-guest-4',
    });
    expect(res.status).toBe(200);
    const { inside, outside } = split(run);
    // Each statement is a round trip while the transaction holds its connection and locks:
    // the key with the new guest, the shop, its decimal-quantities flag, the products and the
    // order's number; then the order with its lines and first status, its messages and the
    // stored answer.
    expect(outside).toEqual([]);
    expect(inside).toHaveLength(2);
    expect(inside[0]).toMatch(/^with "claimed" as \(insert into "idempotency_keys"/);
    expect(inside[0]).toContain('"new_guest" as (insert into "customers"');
    expect(inside[0]).toContain('from "products"');
    expect(inside[1]).toMatch(/^with "first_status" as \(insert into "order_status_history"/);
    expect(inside[1]).toContain('update "idempotency_keys"');
  });
});

describe('the guest created in the statement that reads the shop', () => {
  test('a returning guest orders as the record their phone already has', async () => {
    const first = await placeTraced(guestBody('+525511110007'), {
      'idempotency-key': 'one-transaction-guest-7',
    });
    expect(first.res.status).toBe(200);
    // The same phone written another way: the first statement's insert finds it taken and
    // creates nothing; the order goes to the existing record, locked by a statement of its own.
    const again = await placeTraced(guestBody('52 55 1111 0007'), {
      'idempotency-key': 'one-transaction-guest-8',
    });
    expect(again.res.status).toBe(200);
    expect(again.res.body.order.customer_id).toBe(first.res.body.order.customer_id);
    expect(split(again.run).inside.some((s) => /^select .* for update/.test(s))).toBe(true);
    const guests = await app.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('phone', '=', '+525511110007')
      .execute();
    expect(guests).toHaveLength(1);
  });

  test('a phone of another country than the shop’s is refused and creates no guest', async () => {
    const { res } = await placeTraced(guestBody('+51987654321'), {
      'idempotency-key': 'one-transaction-guest-9',
    });
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).error.code).toBe('invalid_phone');
    const guests = await app.ctx.db
      .selectFrom('customers')
      .select('id')
      .where('phone', '=', '+51987654321')
      .execute();
    expect(guests).toEqual([]);
  });
});

describe('the key taken in the statement that reads the shop', () => {
  test('a used key with another body is refused, even for a shop that does not exist', async () => {
    const body = guestBody('+525511110005');
    const first = await placeTraced(body, { 'idempotency-key': 'one-transaction-guest-5' });
    expect(first.res.status).toBe(200);
    const other = await app.request<ErrorBody>('/api/order', {
      method: 'POST',
      body: { ...body, shop_id: 999_999 },
      headers: { 'idempotency-key': 'one-transaction-guest-5' },
    });
    expect(other.status).toBe(422);
    expect(other.body.error.code).toBe('idempotency_key_reused');
  });

  test('a new key for a shop that does not exist is a 404 and leaves nothing', async () => {
    const { res, run } = await placeTraced(
      { ...guestBody('+525511110006'), shop_id: 999_999 },
      { 'idempotency-key': 'one-transaction-guest-6' },
    );
    expect(res.status).toBe(404);
    expect(run.filter(isCommit)).toHaveLength(0);
    const again = await placeTraced(guestBody('+525511110006'), {
      'idempotency-key': 'one-transaction-guest-6',
    });
    expect(again.res.status).toBe(200);
    expect(again.res.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('the answer of a new order', () => {
  test('is the order as it is read back, pickup point, coupon and lines included', async () => {
    const punto = await shop(app, 'punto-mx');
    const { res } = await placeTraced(
      orderPayload(app, {
        customerId: maria.customer.id,
        shopId: demoMx.id,
        lines: [line(plain[3]!.id, 2), line(plain[4]!.id, 1)],
        coupon_code: 'BIENVENIDA',
        pickup_point_shop_id: punto.id,
        notes: 'Tocar el timbre',
      }),
      {},
      maria.token,
    );
    expect(res.status).toBe(200);
    const { payment_token, ...placed } = res.body.order as OrderBody['order'] & {
      payment_token?: string;
    };
    expect(typeof payment_token).toBe('string');
    expect(placed.coupon_id).not.toBeNull();
    expect(placed.pickup_point?.id).toBe(punto.id);
    const read = await app.request<OrderBody>(`/api/order/${placed.id}`, { token: maria.token });
    expect(read.status).toBe(200);
    expect(placed).toStrictEqual(read.body.order);
  });
});
