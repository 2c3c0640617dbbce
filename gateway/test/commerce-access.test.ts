import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from './harness';
import {
  countRows,
  line,
  orderPayload,
  plainProducts,
  shop,
  type OrderBody,
  type ProductInfo,
  type ShopInfo,
} from './commerce-helpers';

let app: TestApp;

type Actor = 'owner' | 'anotherCustomer' | 'anonymous' | 'communityLeader' | 'shopOwner';
const ACTORS: Actor[] = ['owner', 'anotherCustomer', 'anonymous', 'communityLeader', 'shopOwner'];

interface Cast {
  tokens: Record<Actor, string | null>;
  customerId: number;
  shop: ShopInfo;
  products: ProductInfo[];
}

let mx: Cast;
let co: Cast;

async function cast(
  phones: Record<Exclude<Actor, 'anonymous'>, string>,
  shopSlug: string,
): Promise<Cast> {
  const signed: Partial<Record<Actor, SignedIn>> = {};
  for (const [actor, phone] of Object.entries(phones) as [Exclude<Actor, 'anonymous'>, string][])
    signed[actor] = await app.signIn(phone);
  const shopInfo = await shop(app, shopSlug);
  return {
    tokens: {
      owner: signed.owner!.token,
      anotherCustomer: signed.anotherCustomer!.token,
      anonymous: null,
      communityLeader: signed.communityLeader!.token,
      shopOwner: signed.shopOwner!.token,
    },
    customerId: signed.owner!.customer.id,
    shop: shopInfo,
    products: await plainProducts(app, shopInfo.catalog_id),
  };
}

beforeAll(async () => {
  app = await startTestApp();
  // The owner belongs to lider-<country>, whose leader may act for them; the shop owner owns demo-<country>.
  mx = await cast(
    {
      owner: DEMO_PHONES.customerMX,
      anotherCustomer: '+525555550003',
      communityLeader: DEMO_PHONES.leaderMX,
      shopOwner: DEMO_PHONES.ownerMX,
    },
    'demo-mx',
  );
  co = await cast(
    {
      owner: DEMO_PHONES.walletCO,
      anotherCustomer: DEMO_PHONES.customerMX,
      communityLeader: '+573005550002',
      shopOwner: '+573005550009',
    },
    'demo-co',
  );
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function freshOrder(c: Cast): Promise<OrderBody['order']> {
  const res = await app.request<OrderBody>('/api/order', {
    method: 'POST',
    token: c.tokens.owner,
    body: orderPayload(app, {
      customerId: c.customerId,
      shopId: c.shop.id,
      lines: [line(c.products[0]!.id, 1)],
    }),
  });
  expect(res.status).toBe(200);
  return res.body.order;
}

interface Case {
  name: string;
  cast: () => Cast;
  call: (token: string | null, c: Cast) => Promise<number>;
  expected: Record<Actor, number>;
}

const customerScoped = {
  owner: 200,
  anotherCustomer: 404,
  anonymous: 404,
  communityLeader: 200,
  shopOwner: 404,
};
const shopScoped = {
  owner: 404,
  anotherCustomer: 404,
  anonymous: 404,
  communityLeader: 404,
  shopOwner: 200,
};

const CASES: Case[] = [
  {
    name: 'POST /api/order for the customer',
    cast: () => mx,
    call: async (token, c) =>
      (
        await app.request('/api/order', {
          method: 'POST',
          token,
          body: orderPayload(app, {
            customerId: c.customerId,
            shopId: c.shop.id,
            lines: [line(c.products[1]!.id, 1)],
          }),
        })
      ).status,
    expected: { ...customerScoped, anonymous: 401 },
  },
  {
    name: 'GET /api/orders',
    cast: () => mx,
    call: async (token, c) =>
      (await app.request('/api/orders', { token, query: { customer_id: c.customerId } })).status,
    expected: customerScoped,
  },
  {
    name: 'GET /api/order/{id}',
    cast: () => mx,
    call: async (token, c) =>
      (await app.request(`/api/order/${(await freshOrder(c)).id}`, { token })).status,
    expected: customerScoped,
  },
  {
    name: 'PATCH /api/order/{id}',
    cast: () => mx,
    call: async (token, c) =>
      (
        await app.request(`/api/order/${(await freshOrder(c)).id}`, {
          method: 'PATCH',
          token,
          body: { action: 'add_lines', lines: [line(c.products[2]!.id, 1)] },
        })
      ).status,
    expected: customerScoped,
  },
  {
    name: 'POST /api/order/{id}/cancel',
    cast: () => mx,
    call: async (token, c) =>
      (
        await app.request(`/api/order/${(await freshOrder(c)).id}/cancel`, {
          method: 'POST',
          token,
          body: { reason: 'customer_canceled' },
        })
      ).status,
    expected: customerScoped,
  },
  {
    name: 'PATCH /api/getcode',
    cast: () => co,
    call: async (token, c) => {
      const order = await freshOrder(c);
      return (
        await app.request('/api/getcode', {
          method: 'PATCH',
          token,
          query: { orderId: order.id, countryId: 46 },
          body: { customer_id: c.customerId },
        })
      ).status;
    },
    expected: customerScoped,
  },
  {
    name: 'GET /api/wallet/balance',
    cast: () => co,
    call: async (token, c) =>
      (await app.request('/api/wallet/balance', { token, query: { customerId: c.customerId } }))
        .status,
    expected: customerScoped,
  },
  {
    name: 'GET /api/wallet/movements',
    cast: () => co,
    call: async (token, c) =>
      (await app.request('/api/wallet/movements', { token, query: { customerId: c.customerId } }))
        .status,
    expected: customerScoped,
  },
  {
    name: 'POST /api/coupons/validate for the customer',
    cast: () => mx,
    call: async (token, c) =>
      (
        await app.request('/api/coupons/validate', {
          method: 'POST',
          token,
          body: {
            coupon_code: 'BIENVENIDA',
            shop_id: c.shop.id,
            customer_id: c.customerId,
            lines: [line(c.products[0]!.id, 1)],
          },
        })
      ).status,
    expected: customerScoped,
  },
  {
    name: 'GET /api/manager/{shop_slug}/orders/{order_id}',
    cast: () => mx,
    call: async (token, c) =>
      (
        await app.request(`/api/manager/${c.shop.slug}/orders/${(await freshOrder(c)).id}`, {
          token,
        })
      ).status,
    expected: shopScoped,
  },
  {
    name: 'POST /api/manager/{shop_slug}/orders/{order_id}/deliver',
    cast: () => mx,
    call: async (token, c) => {
      const order = await freshOrder(c);
      return (
        await app.request(`/api/manager/${c.shop.slug}/orders/${order.id}/deliver`, {
          method: 'POST',
          token,
          // Mexico has no delivery codes: the owner confirms the handover deliberately.
          body: { confirm: true },
        })
      ).status;
    },
    expected: shopScoped,
  },
];

describe('authorization of customer- and shop-scoped routes', () => {
  const rows = CASES.flatMap((c) => ACTORS.map((actor) => [c.name, actor, c] as const));
  test.each(rows)('%s as %s', async (_name, actor, c) => {
    const subject = c.cast();
    expect(await c.call(subject.tokens[actor], subject)).toBe(c.expected[actor]);
  });
});

describe('bad input never changes anything and is never a 5xx', () => {
  const oversized = { blob: 'x'.repeat(150 * 1024) };
  const uuid = '00000000-0000-4000-8000-000000000000';

  interface BadCall {
    name: string;
    method: string;
    path: string;
    body?: unknown;
    raw?: string;
    query?: Record<string, string>;
    expected?: number;
  }

  const bad = (): BadCall[] => [
    {
      name: 'order: wrong types',
      method: 'POST',
      path: '/api/order',
      body: { customer_id: 'me', shop_id: mx.shop.id, lines: 'all' },
    },
    {
      name: 'order: unknown field',
      method: 'POST',
      path: '/api/order',
      body: {
        ...orderPayload(app, {
          customerId: mx.customerId,
          shopId: mx.shop.id,
          lines: [line(mx.products[0]!.id, 1)],
        }),
        admin: true,
      },
    },
    {
      name: 'order: negative quantity',
      method: 'POST',
      path: '/api/order',
      body: orderPayload(app, {
        customerId: mx.customerId,
        shopId: mx.shop.id,
        lines: [line(mx.products[0]!.id, '-2')],
      }),
    },
    {
      name: 'order: fractional units',
      method: 'POST',
      path: '/api/order',
      body: orderPayload(app, {
        customerId: mx.customerId,
        shopId: mx.shop.id,
        lines: [line(mx.products[0]!.id, '1.5')],
      }),
    },
    {
      name: 'order: product of another catalogue',
      method: 'POST',
      path: '/api/order',
      body: orderPayload(app, {
        customerId: mx.customerId,
        shopId: mx.shop.id,
        lines: [line(co.products[0]!.id, 1)],
      }),
    },
    {
      name: 'order: no lines',
      method: 'POST',
      path: '/api/order',
      body: orderPayload(app, { customerId: mx.customerId, shopId: mx.shop.id, lines: [] }),
    },
    {
      name: 'order: both customer and guest',
      method: 'POST',
      path: '/api/order',
      body: {
        ...orderPayload(app, {
          customerId: mx.customerId,
          shopId: mx.shop.id,
          lines: [line(mx.products[0]!.id, 1)],
        }),
        guest_customer: { first_name: 'a', last_name: 'b', phone_number: '+525511112222' },
      },
    },
    {
      name: 'order: donation',
      method: 'POST',
      path: '/api/order',
      body: {
        ...orderPayload(app, {
          customerId: mx.customerId,
          shopId: mx.shop.id,
          lines: [line(mx.products[0]!.id, 1)],
        }),
        is_donation: true,
      },
    },
    {
      name: 'order: unknown query',
      method: 'POST',
      path: '/api/order',
      query: { autoconfirm: 'yes' },
      body: orderPayload(app, {
        customerId: mx.customerId,
        shopId: mx.shop.id,
        lines: [line(mx.products[0]!.id, 1)],
      }),
    },
    { name: 'order: malformed JSON', method: 'POST', path: '/api/order', raw: '{"shop_id": 1,' },
    {
      name: 'order: oversized',
      method: 'POST',
      path: '/api/order',
      body: oversized,
      expected: 413,
    },
    {
      name: 'orders: bad customer_id',
      method: 'GET',
      path: '/api/orders',
      query: { customer_id: 'abc' },
    },
    {
      name: 'orders: page too large',
      method: 'GET',
      path: '/api/orders',
      query: { customer_id: String(mx.customerId), page_size: '1000' },
    },
    {
      name: 'orders: bad cursor',
      method: 'GET',
      path: '/api/orders',
      query: { customer_id: String(mx.customerId), last_uuid: 'nope' },
    },
    {
      name: 'orders: unknown parameter',
      method: 'GET',
      path: '/api/orders',
      query: { customer_id: String(mx.customerId), status: 'x' },
    },
    { name: 'order: bad id', method: 'GET', path: '/api/order/123' },
    {
      name: 'edit: unknown action',
      method: 'PATCH',
      path: `/api/order/${uuid}`,
      body: { action: 'replace_all', lines: [] },
    },
    {
      name: 'edit: wrong line shape',
      method: 'PATCH',
      path: `/api/order/${uuid}`,
      body: { action: 'add_lines', lines: [{ product_id: '1' }] },
    },
    {
      name: 'edit: oversized',
      method: 'PATCH',
      path: `/api/order/${uuid}`,
      body: oversized,
      expected: 413,
    },
    {
      name: 'cancel: unknown reason',
      method: 'POST',
      path: `/api/order/${uuid}/cancel`,
      body: { reason: 'meh' },
    },
    {
      name: 'cancel: extra field',
      method: 'POST',
      path: `/api/order/${uuid}/cancel`,
      body: { reason: 'customer_canceled', refund: 1000 },
    },
    {
      name: 'getcode: bad query',
      method: 'PATCH',
      path: '/api/getcode',
      query: { orderId: 'x', countryId: 'mx' },
      body: { customer_id: mx.customerId },
    },
    {
      name: 'getcode: bad body',
      method: 'PATCH',
      path: '/api/getcode',
      query: { orderId: uuid, countryId: '46' },
      body: { customer_id: 'me', extra: 1 },
    },
    {
      name: 'coupon: wrong types',
      method: 'POST',
      path: '/api/coupons/validate',
      body: { coupon_code: 5, shop_id: 'x', lines: [] },
    },
    {
      name: 'coupon: unknown field',
      method: 'POST',
      path: '/api/coupons/validate',
      body: {
        coupon_code: 'BIENVENIDA',
        shop_id: mx.shop.id,
        lines: [line(mx.products[0]!.id, 1)],
        discount: 50,
      },
    },
    {
      name: 'coupon: oversized',
      method: 'POST',
      path: '/api/coupons/validate',
      body: oversized,
      expected: 413,
    },
    {
      name: 'wallet balance: bad id',
      method: 'GET',
      path: '/api/wallet/balance',
      query: { customerId: '-1' },
    },
    {
      name: 'wallet movements: bad limit',
      method: 'GET',
      path: '/api/wallet/movements',
      query: { customerId: String(co.customerId), limit: '0' },
    },
    {
      name: 'payment link: bad order',
      method: 'POST',
      path: '/api/paymentlink/sandbox',
      body: { slug: 'demo-mx', order: 'abc' },
    },
    {
      name: 'payment link: unknown field',
      method: 'POST',
      path: '/api/paymentlink/sandbox',
      body: { slug: 'demo-mx', order: uuid, amount: 1 },
    },
    {
      name: 'payment link: bad provider',
      method: 'POST',
      path: '/api/paymentlink/NOT A PROVIDER',
      body: { slug: 'demo-mx', order: uuid },
    },
    {
      name: 'payment callback: missing fields',
      method: 'POST',
      path: '/api/payments/sandbox/callback',
      body: { link_id: 'pl_x' },
    },
    {
      name: 'payment callback: forged',
      method: 'POST',
      path: '/api/payments/sandbox/callback',
      body: {
        link_id: 'pl_aaaaaaaaaaaaaaaaaaaaaaaa',
        outcome: 'approved',
        signature: 'f'.repeat(64),
      },
    },
    { name: 'sandbox page: bad id', method: 'GET', path: '/pay/sandbox/nope' },
    { name: 'manager: bad slug', method: 'GET', path: `/api/manager/DEMO%20MX/orders/${uuid}` },
    { name: 'manager: bad order id', method: 'GET', path: '/api/manager/demo-mx/orders/42' },
    {
      name: 'deliver: letters',
      method: 'POST',
      path: `/api/manager/demo-mx/orders/${uuid}/deliver`,
      body: { code: 'abcd' },
    },
    {
      name: 'deliver: extra field',
      method: 'POST',
      path: `/api/manager/demo-mx/orders/${uuid}/deliver`,
      body: { code: '1234', force: true },
    },
    {
      name: 'sendmessage: wrong types',
      method: 'POST',
      path: '/api/sendmessage',
      body: { to: 5, message: ['x'] },
    },
    {
      name: 'sendmessage: too long',
      method: 'POST',
      path: '/api/sendmessage',
      body: { to: DEMO_PHONES.ownerMX, message: 'x'.repeat(1551) },
    },
    {
      name: 'sendmessage: unknown field',
      method: 'POST',
      path: '/api/sendmessage',
      body: { to: DEMO_PHONES.ownerMX, message: 'hola', cc: '+5215500000000' },
    },
    {
      name: 'sendmessage: oversized',
      method: 'POST',
      path: '/api/sendmessage',
      body: oversized,
      expected: 413,
    },
  ];

  test('every bad request is a 4xx with the error shape, and no table changed', async () => {
    const tables = [
      'orders',
      'order_lines',
      'wallet_movements',
      'payment_links',
      'outbox_messages',
    ] as const;
    const snapshot = async () => Promise.all(tables.map((t) => countRows(app, t)));
    const before = await snapshot();
    const failures: string[] = [];
    for (const call of bad()) {
      for (const token of [mx.tokens.owner, null]) {
        const res = await app.request<{ error?: { code: string; message: string } }>(call.path, {
          method: call.method,
          token,
          ...(call.query ? { query: call.query } : {}),
          ...(call.raw !== undefined
            ? { body: call.raw, headers: { 'content-type': 'application/json' } }
            : call.body !== undefined
              ? { body: call.body }
              : {}),
        });
        const shapeOk =
          typeof res.body === 'object' &&
          res.body !== null &&
          typeof res.body.error?.code === 'string' &&
          typeof res.body.error.message === 'string';
        const statusOk = call.expected
          ? res.status === call.expected
          : res.status >= 400 && res.status < 500;
        if (!statusOk || !shapeOk)
          failures.push(
            `${call.name} (${token ? 'signed in' : 'anonymous'}): ${res.status} ${res.text.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
