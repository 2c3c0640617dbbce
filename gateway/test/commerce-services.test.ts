import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import {
  countRows,
  line,
  orderPayload,
  plainProducts,
  shop,
  type ErrorBody,
  type OrderBody,
  type ShopInfo,
} from './commerce-helpers';

let app: TestApp;
let demoMx: ShopInfo;
let maria: SignedIn;
let owner: SignedIn;

beforeAll(async () => {
  app = await startTestApp();
  demoMx = await shop(app, 'demo-mx');
  maria = await app.signIn(DEMO_PHONES.customerMX);
  owner = await app.signIn(DEMO_PHONES.ownerMX);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function placeOrder(extra: Record<string, unknown> = {}): Promise<OrderBody['order']> {
  const [product] = await plainProducts(app, demoMx.catalog_id);
  const res = await app.request<OrderBody>('/api/order', {
    method: 'POST',
    token: maria.token,
    body: orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(product!.id, 2)],
      ...extra,
    }),
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

interface LinkBody {
  id: string;
  url: string;
  status: string;
  amount: { value: number };
  order_id: string;
}

describe('payment links and the sandbox provider', () => {
  test('a link is created for the amount due, and the sandbox page approves it through the callback', async () => {
    const order = await placeOrder({ payment_method_id: 7 });
    expect(order.payment_status).toBe('pending');
    const res = await app.request<LinkBody>('/api/paymentlink/sandbox', {
      method: 'POST',
      token: maria.token,
      body: { payment: { payment_method_id: 7 }, slug: 'demo-mx', community_leader: null, order },
    });
    expect(res.status).toBe(200);
    expect(res.body.amount.value).toBe(order.total.value);
    // PUBLIC_URL is not set here: the link follows the address the request came to.
    expect(res.body.url).toBe(`${app.baseUrl}/pay/sandbox/${res.body.id}`);
    expect(res.body.status).toBe('pending');

    const again = await app.request<LinkBody>('/api/paymentlink/sandbox', {
      method: 'POST',
      token: maria.token,
      body: { slug: 'demo-mx', order: order.id },
    });
    expect(again.body.id).toBe(res.body.id);

    const page = await app.request<string>(`/pay/sandbox/${res.body.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(order.code);
    const form =
      /<form method="post" action="([^"]+)">\s*<input type="hidden" name="link_id" value="([^"]+)">\s*<input type="hidden" name="outcome" value="approved">\s*<input type="hidden" name="signature" value="([0-9a-f]+)">/.exec(
        page.text,
      );
    expect(form).not.toBeNull();
    const [, action, linkId, signature] = form!;

    const forged = await app.request<ErrorBody>(action!, {
      method: 'POST',
      body: new URLSearchParams({
        link_id: linkId!,
        outcome: 'approved',
        signature: '0'.repeat(64),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);

    const approved = await fetch(new URL(action!, app.baseUrl), {
      method: 'POST',
      body: new URLSearchParams({ link_id: linkId!, outcome: 'approved', signature: signature! }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/pay/sandbox/${linkId}`);

    const read = await app.request<OrderBody>(`/api/order/${order.id}`, { token: maria.token });
    expect(read.body.order.payment_status).toBe('paid');
    const paidAgain = await app.request<ErrorBody>('/api/paymentlink/sandbox', {
      method: 'POST',
      token: maria.token,
      body: { slug: 'demo-mx', order: order.id },
    });
    expect(paidAgain.status).toBe(409);
  });

  test('a declined payment marks the order failed; unknown providers, shops and orders are 404', async () => {
    const order = await placeOrder({ payment_method_id: 7 });
    const link = await app.request<LinkBody>('/api/paymentlink/sandbox', {
      method: 'POST',
      token: maria.token,
      body: { slug: 'demo-mx', order: order.id },
    });
    const page = await app.request<string>(`/pay/sandbox/${link.body.id}`);
    const signature =
      /name="outcome" value="declined">\s*<input type="hidden" name="signature" value="([0-9a-f]+)"/.exec(
        page.text,
      )?.[1];
    const declined = await app.request<{ payment_status: string }>(
      '/api/payments/sandbox/callback',
      {
        method: 'POST',
        body: { link_id: link.body.id, outcome: 'declined', signature },
      },
    );
    expect(declined.status).toBe(200);
    expect(declined.body.payment_status).toBe('failed');

    expect(
      (
        await app.request('/api/paymentlink/stripe', {
          method: 'POST',
          token: maria.token,
          body: { slug: 'demo-mx', order: order.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request('/api/paymentlink/sandbox', {
          method: 'POST',
          token: maria.token,
          body: { slug: 'demo-ar', order: order.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request('/api/paymentlink/sandbox', {
          method: 'POST',
          token: maria.token,
          body: { slug: 'demo-mx', order: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('the manager site', () => {
  // These cases are about the code; Mexico's flag is off in the seed, so it is on for them.
  const setMexicanCodes = (enabled: boolean) =>
    app.ctx.db
      .updateTable('feature_flags')
      .set({ enabled })
      .where('name', '=', 'delivery_code')
      .where('country_id', '=', 2)
      .execute();
  beforeAll(() => setMexicanCodes(true));
  afterAll(() => setMexicanCodes(false));

  test('the owner reads the order and confirms delivery with the customer’s code', async () => {
    const order = await placeOrder();
    const view = await app.request<{
      order: { id: string; customer: { phone: string }; delivery_code_attempts_left: number };
    }>(`/api/manager/demo-mx/orders/${order.id}`, { token: owner.token });
    expect(view.status).toBe(200);
    expect(view.body.order.customer.phone).toBe(DEMO_PHONES.customerMX);
    expect(view.body.order.delivery_code_attempts_left).toBe(5);

    const stored = await app.ctx.db
      .selectFrom('orders')
      .select('delivery_code')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const wrong = stored.delivery_code === '0000' ? '1111' : '0000';
    const bad = await app.request<ErrorBody & { attempts_left: number }>(
      `/api/manager/demo-mx/orders/${order.id}/deliver`,
      {
        method: 'POST',
        body: { code: wrong },
        token: owner.token,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.attempts_left).toBe(4);

    const ok = await app.request<{ order: { status: string; delivered_at: string | null } }>(
      `/api/manager/demo-mx/orders/${order.id}/deliver`,
      {
        method: 'POST',
        body: { code: stored.delivery_code },
        token: owner.token,
      },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.order.status).toBe('delivered');
    expect(ok.body.order.delivered_at).not.toBeNull();
    const twice = await app.request(`/api/manager/demo-mx/orders/${order.id}/deliver`, {
      method: 'POST',
      body: { code: stored.delivery_code },
      token: owner.token,
    });
    expect(twice.status).toBe(409);
  });

  test('wrong codes are limited per order, then 429 even with the right code', async () => {
    const order = await placeOrder();
    const stored = await app.ctx.db
      .selectFrom('orders')
      .select('delivery_code')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const wrong = stored.delivery_code === '9999' ? '8888' : '9999';
    const deliver = (code: string) =>
      app.request<ErrorBody>(`/api/manager/demo-mx/orders/${order.id}/deliver`, {
        method: 'POST',
        body: { code },
        token: owner.token,
      });
    for (let i = 0; i < 5; i += 1) expect((await deliver(wrong)).status).toBe(400);
    const locked = await deliver(stored.delivery_code);
    expect(locked.status).toBe(429);
    const row = await app.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  test('another shop’s owner, the customer and anonymous callers get 404', async () => {
    const order = await placeOrder();
    const arOwner = await app.signIn('+5491155550009');
    for (const token of [arOwner.token, maria.token, null]) {
      expect((await app.request(`/api/manager/demo-mx/orders/${order.id}`, { token })).status).toBe(
        404,
      );
      expect(
        (
          await app.request(`/api/manager/demo-mx/orders/${order.id}/deliver`, {
            method: 'POST',
            body: { code: '1234' },
            token,
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (await app.request(`/api/manager/demo-ar/orders/${order.id}`, { token: arOwner.token }))
        .status,
    ).toBe(404);
  });
});

describe('POST /api/sendmessage', () => {
  test('a customer may write to the owner of a shop they ordered from, never to arbitrary numbers', async () => {
    await placeOrder();
    const before = await countRows(app, 'outbox_messages');
    const ok = await app.request<{ sent: boolean; id: number }>('/api/sendmessage', {
      method: 'POST',
      token: maria.token,
      body: {
        to: DEMO_PHONES.ownerMX,
        message: '¿A qué hora abren?',
        useContentTemplate: false,
        contentSid: null,
        templateParams: null,
      },
    });
    expect(ok.status).toBe(202);
    const [latest] = await app.ctx.outbox.list({ to: DEMO_PHONES.ownerMX });
    expect(latest?.message).toBe('¿A qué hora abren?');

    const stranger = await app.request<ErrorBody>('/api/sendmessage', {
      method: 'POST',
      token: maria.token,
      body: { to: '+5215512340000', message: 'spam', useContentTemplate: false },
    });
    expect(stranger.status).toBe(403);
    const anonymous = await app.request('/api/sendmessage', {
      method: 'POST',
      body: { to: DEMO_PHONES.ownerMX, message: 'hola' },
    });
    expect(anonymous.status).toBe(401);
    expect(await countRows(app, 'outbox_messages')).toBe(before + 1);
  });

  test('the owner writes to their customers, support writes to anyone, templates need a contentSid', async () => {
    const ownerToCustomer = await app.request('/api/sendmessage', {
      method: 'POST',
      token: owner.token,
      body: {
        to: DEMO_PHONES.customerMX,
        message: 'Tu pedido está listo',
        useContentTemplate: true,
        contentSid: 'order_ready',
        templateParams: { code: 'MX-1' },
      },
    });
    expect(ownerToCustomer.status).toBe(202);
    const [sent] = await app.ctx.outbox.list({ to: DEMO_PHONES.customerMX });
    expect(sent?.template).toBe('order_ready');
    expect(sent?.params).toEqual({ code: 'MX-1' });

    const noSid = await app.request('/api/sendmessage', {
      method: 'POST',
      token: owner.token,
      body: { to: DEMO_PHONES.customerMX, message: 'x', useContentTemplate: true },
    });
    expect(noSid.status).toBe(400);

    const support = await app.signIn('+525555550099');
    expect(
      (
        await app.request('/api/sendmessage', {
          method: 'POST',
          token: support.token,
          body: { to: '+5215512340000', message: 'Hola, soporte Barrio' },
        })
      ).status,
    ).toBe(202);
  });

  test('each sender is rate limited', async () => {
    const luis = await app.signIn('+525555550003');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await app.request('/api/sendmessage', {
        method: 'POST',
        token: luis.token,
        body: { to: '+525555550003', message: `nota ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('GET /api/openapi.json', () => {
  test('documents every commerce operation', async () => {
    const res = await app.request<{ paths: Record<string, Record<string, unknown>> }>(
      '/api/openapi.json',
    );
    expect(res.status).toBe(200);
    const operations = Object.entries(res.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'post /api/order',
        'get /api/orders',
        'get /api/order/{id}',
        'patch /api/order/{id}',
        'post /api/order/{id}/cancel',
        'patch /api/getcode',
        'post /api/coupons/validate',
        'get /api/wallet/balance',
        'get /api/wallet/movements',
        'post /api/paymentlink/{x}',
        'post /api/payments/{provider}/callback',
        'get /pay/sandbox/{linkId}',
        'get /api/manager/{shop_slug}/orders/{order_id}',
        'post /api/manager/{shop_slug}/orders/{order_id}/deliver',
        'post /api/sendmessage',
      ]),
    );
  });
});
