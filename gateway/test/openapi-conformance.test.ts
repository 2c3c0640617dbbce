import sharp from 'sharp';
import {
  PRODUCT_IMAGE_VERSION,
  categoryImagePath,
} from '../src/modules/product-images/product-image-service';
import { isSandboxProvider } from '../src/modules/payments/payment-provider';
import {
  line,
  orderPayload,
  plainProducts,
  shop,
  type ProductInfo,
  type ShopInfo,
} from './commerce-helpers';
import {
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type RequestOptions,
  type SignedIn,
  type TestApp,
} from './harness';
import { validationErrors, type OpenApiDocument } from './openapi-validator';

// The API document is a contract, checked against the live app (STYLE.md habit 15): every
// operation /api/openapi.json documents is called once with a valid request as the right role,
// and its answer must have a documented status and match the documented schema. An operation
// documented without a fixture below fails this file, so the table grows with the API.

interface Scene {
  app: TestApp;
  maria: SignedIn;
  owner: SignedIn;
  leader: SignedIn;
  andres: SignedIn;
  demoMx: ShopInfo;
  demoCo: ShopInfo;
  plainMx: ProductInfo[];
}

interface PlacedOrder {
  id: string;
  code: string;
  payment_token: string;
}

/** One call: the concrete path and how to send it. */
type Call = RequestOptions & { path: string };
type Fixture = (scene: Scene) => Promise<Call> | Call;

let scene: Scene;
let document: OpenApiDocument;

async function placeOrder(
  s: Scene,
  who: SignedIn = s.maria,
  where: ShopInfo = s.demoMx,
  extra: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const [product] = await plainProducts(s.app, where.catalog_id);
  const res = await s.app.request<{ order: PlacedOrder }>('/api/order', {
    method: 'POST',
    token: who.token,
    body: orderPayload(s.app, {
      customerId: who.customer.id,
      shopId: where.id,
      lines: [line(product!.id, 2)],
      ...extra,
    }),
  });
  if (res.status !== 200) throw new Error(`placing the fixture order answered ${res.status}`);
  return res.body.order;
}

async function paymentLink(s: Scene): Promise<{ id: string }> {
  const order = await placeOrder(s, s.maria, s.demoMx, { payment_method_id: 7 });
  const res = await s.app.request<{ id: string }>('/api/paymentlink/sandbox', {
    method: 'POST',
    token: s.maria.token,
    body: { slug: 'demo-mx', order: order.id },
  });
  if (res.status !== 200) throw new Error(`creating the fixture link answered ${res.status}`);
  return res.body;
}

async function pngForm(): Promise<FormData> {
  const png = await sharp({
    create: { width: 32, height: 32, channels: 3, background: { r: 240, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return form;
}

const installationId = (n: number) => `c${String(n).padStart(21, '0')}`;

/** A valid request per documented operation, keyed `METHOD path` as the document writes it. */
/** A leader invites a registered phone; the call is that person's answer to the invitation. */
async function answerInvitationCall(
  app: TestApp,
  leader: SignedIn,
  phone: string,
  answer: 'accept' | 'decline',
) {
  await app.request(`/api/communityleader/${leader.customer.community_leader_id}/neighbours`, {
    method: 'POST',
    token: leader.token,
    body: { first_name: 'Invitada', phone },
  });
  const invitee = await app.signIn(phone);
  const list = await app.request<{ invitations: { id: number }[] }>('/api/neighbour-invitations', {
    token: invitee.token,
  });
  const id = list.body.invitations[0]?.id ?? 0;
  return { path: `/api/neighbour-invitations/${id}/${answer}`, token: invitee.token };
}

const fixtures: Record<string, Fixture> = {
  // Health and platform
  'GET /api/islive': () => ({ path: '/api/islive' }),
  'GET /api/isready': () => ({ path: '/api/isready' }),
  'GET /api/ready': () => ({ path: '/api/ready' }),
  'GET /api/geo': () => ({ path: '/api/geo' }),
  'GET /api/manifest': () => ({ path: '/api/manifest', query: { country_id: 2 } }),
  'GET /api/country/{id}': () => ({ path: '/api/country/2' }),
  'GET /api/cookies': () => ({ path: '/api/cookies', query: { cookieName: 'tier' } }),
  'POST /api/cookies': () => ({
    path: '/api/cookies',
    method: 'POST',
    query: { cookieName: 'tier', cookieValue: 'mx-oro', exp: 30 },
  }),
  'DELETE /api/cookies': () => ({
    path: '/api/cookies',
    method: 'DELETE',
    query: { cookieName: 'tier' },
  }),
  'POST /api/flipt': () => ({
    path: '/api/flipt',
    method: 'POST',
    body: { country_id: 2, userToken: 'conformance', flags: ['manual_address', 'wallet_payment'] },
  }),
  'GET /api/dev/outbox': () => ({ path: '/api/dev/outbox', query: { limit: 5 } }),
  'POST /api/deploys/beacon': () => ({
    path: '/api/deploys/beacon',
    method: 'POST',
    body: { reports: [{ app: 'mf-catalog', version: '0.1.0-conformance', kind: 'visit' }] },
  }),
  'GET /api/dev/analytics': () => ({ path: '/api/dev/analytics', query: { limit: 5 } }),
  'GET /api/manager/{shop_slug}/analytics/summary': (s) => ({
    path: '/api/manager/demo-mx/analytics/summary',
    query: { range: '7d' },
    token: s.owner.token,
  }),

  // Sign-in and the signed-in customer
  'POST /api/auth/code': () => ({
    path: '/api/auth/code',
    method: 'POST',
    body: { phone: DEMO_PHONES.customerPE },
  }),
  'POST /api/auth/session': async ({ app }) => {
    const phone = DEMO_PHONES.customerAR;
    await app.request('/api/auth/code', { method: 'POST', body: { phone } });
    const [message] = await app.ctx.outbox.list({ to: phone, limit: 1 });
    const code = (message?.params as { code?: string } | null)?.code ?? '';
    return { path: '/api/auth/session', method: 'POST', body: { phone, code } };
  },
  'DELETE /api/auth/session': async ({ app }) => ({
    path: '/api/auth/session',
    method: 'DELETE',
    token: (await app.signIn(DEMO_PHONES.customerAR)).token,
  }),
  'GET /api/user': ({ maria }) => ({ path: '/api/user', token: maria.token }),
  'GET /api/customer/{id}': ({ maria }) => ({
    path: `/api/customer/${maria.customer.id}`,
    token: maria.token,
  }),
  'GET /api/customer/beneficiary-group/{id}': ({ maria }) => ({
    path: `/api/customer/beneficiary-group/${maria.customer.id}`,
    token: maria.token,
  }),
  'POST /images/{id}/profile': async ({ maria }) => ({
    path: `/images/${maria.customer.id}/profile`,
    method: 'POST',
    token: maria.token,
    body: await pngForm(),
  }),
  'GET /api/user/profilepicture/{id}': async ({ app, maria }) => {
    await app.request(`/images/${maria.customer.id}/profile`, {
      method: 'POST',
      token: maria.token,
      body: await pngForm(),
    });
    return { path: `/api/user/profilepicture/${maria.customer.id}`, token: maria.token };
  },
  'GET /api/addresses': ({ maria }) => ({
    path: '/api/addresses',
    token: maria.token,
    query: { customer_id: maria.customer.id },
  }),
  'POST /api/addresses': ({ maria }) => ({
    path: '/api/addresses',
    method: 'POST',
    token: maria.token,
    body: { label: 'Oficina', main_line: 'Calle 1 #2', customer_id: maria.customer.id },
  }),
  'DELETE /api/addresses/{id}': async ({ app, maria }) => {
    const created = await app.request<{ id: number }>('/api/addresses', {
      method: 'POST',
      token: maria.token,
      body: { label: 'Temporal', main_line: 'Calle 3 #4', customer_id: maria.customer.id },
    });
    return { path: `/api/addresses/${created.body.id}`, method: 'DELETE', token: maria.token };
  },

  // Shops, tiers and the catalogue
  'GET /api/shops/{slug}': () => ({ path: '/api/shops/demo-mx' }),
  'GET /api/shops/{slug}/payment-accounts': () => ({ path: '/api/shops/demo-mx/payment-accounts' }),
  'GET /api/shops/closets': () => ({
    path: '/api/shops/closets',
    query: { countryId: 2, lat: 19.4326, lng: -99.1332 },
  }),
  'GET /api/tiers/default/{shopId}': ({ demoMx }) => ({
    path: `/api/tiers/default/${demoMx.id}`,
    query: { countryId: 2 },
  }),
  'GET /api/tiers/id/{id}': () => ({ path: '/api/tiers/id/mx-basico' }),
  'GET /api/menus': ({ demoMx }) => ({
    path: '/api/menus',
    query: { catalog_id: demoMx.catalog_id },
  }),
  'GET /api/categories/{catalog}': ({ demoMx }) => ({
    path: `/api/categories/${demoMx.catalog_id}`,
  }),
  'GET /api/banners': ({ demoMx }) => ({
    path: '/api/banners',
    query: { catalog_id: demoMx.catalog_id },
  }),
  'GET /api/brands': ({ demoMx }) => ({
    path: '/api/brands',
    query: { country_id: 2, catalog_id: demoMx.catalog_id },
  }),
  'GET /api/products': ({ demoMx }) => ({
    path: '/api/products',
    query: { catalog_id: demoMx.catalog_id, limit: 5 },
  }),
  'GET /api/products/by-ids': ({ demoMx, plainMx }) => ({
    path: '/api/products/by-ids',
    query: { catalog_id: demoMx.catalog_id, ids: `${plainMx[1]!.id},${plainMx[0]!.id}` },
  }),
  [`GET /images/products/${PRODUCT_IMAGE_VERSION}/{id}.svg`]: ({ plainMx }) => ({
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/${plainMx[0]!.id}.svg`,
  }),
  [`GET /images/products/${PRODUCT_IMAGE_VERSION}/{id}.lite.svg`]: ({ plainMx }) => ({
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/${plainMx[0]!.id}.lite.svg`,
  }),
  [`GET /images/products/${PRODUCT_IMAGE_VERSION}/{id}.w{width}.webp`]: ({ plainMx }) => ({
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/${plainMx[0]!.id}.w160.webp`,
  }),
  'GET /images/icons/v1/{name}.w{width}.webp': () => ({
    path: categoryImagePath('Bebidas').replace(/\.svg$/, '.w80.webp'),
  }),
  'GET /images/icons/v1/{name}.svg': () => ({
    // A category's picture, as the seed stores it (categoryImagePath).
    path: categoryImagePath('Bebidas'),
  }),
  'POST /api/coupons/validate': ({ demoMx, plainMx }) => ({
    path: '/api/coupons/validate',
    method: 'POST',
    body: { coupon_code: 'BIENVENIDA', shop_id: demoMx.id, lines: [line(plainMx[1]!.id, 2)] },
  }),

  // Orders
  'POST /api/order': ({ app, maria, demoMx, plainMx }) => ({
    path: '/api/order',
    method: 'POST',
    token: maria.token,
    body: orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(plainMx[0]!.id, 2)],
    }),
  }),
  'GET /api/orders': ({ maria }) => ({
    path: '/api/orders',
    token: maria.token,
    query: { customer_id: maria.customer.id, page_size: 5 },
  }),
  // An order picked up at a point, so its answer is checked with the point filled in.
  'GET /api/order/{id}': async (s) => {
    const point = await shop(s.app, 'punto-mx');
    const order = await placeOrder(s, s.maria, s.demoMx, { pickup_point_shop_id: point.id });
    return { path: `/api/order/${order.id}`, token: s.maria.token };
  },
  'PATCH /api/order/{id}': async (s) => ({
    path: `/api/order/${(await placeOrder(s)).id}`,
    method: 'PATCH',
    token: s.maria.token,
    body: { action: 'add_lines', lines: [line(s.plainMx[1]!.id, 1)] },
  }),
  'POST /api/order/{id}/cancel': async (s) => ({
    path: `/api/order/${(await placeOrder(s)).id}/cancel`,
    method: 'POST',
    token: s.maria.token,
    body: { reason: 'customer_canceled' },
  }),
  'POST /api/order/{id}/reorder': async (s) => ({
    path: `/api/order/${(await placeOrder(s)).id}/reorder`,
    method: 'POST',
    token: s.maria.token,
  }),
  'PATCH /api/getcode': async (s) => {
    const order = await placeOrder(s, s.andres, s.demoCo);
    return {
      path: '/api/getcode',
      method: 'PATCH',
      token: s.andres.token,
      query: { orderId: order.id, countryId: s.demoCo.country_id },
      body: { customer_id: s.andres.customer.id },
    };
  },

  // Payments
  'POST /api/paymentlink/{x}': async (s) => {
    const order = await placeOrder(s, s.maria, s.demoMx, { payment_method_id: 7 });
    return {
      path: '/api/paymentlink/sandbox',
      method: 'POST',
      token: s.maria.token,
      body: { slug: 'demo-mx', order: order.id },
    };
  },
  'GET /pay/sandbox/{linkId}': async (s) => ({ path: `/pay/sandbox/${(await paymentLink(s)).id}` }),
  'POST /api/payments/{provider}/callback': async (s) => {
    const link = await paymentLink(s);
    const provider = s.app.ctx.payments;
    if (!isSandboxProvider(provider)) throw new Error('the tests run with the sandbox provider');
    return {
      path: '/api/payments/sandbox/callback',
      method: 'POST',
      body: {
        link_id: link.id,
        outcome: 'approved',
        signature: provider.sign(link.id, 'approved'),
      },
    };
  },
  'GET /api/order/{id}/payment': async (s) => {
    const order = await placeOrder(s, s.maria, s.demoMx, { payment_method_id: 7 });
    return {
      path: `/api/order/${order.id}/payment`,
      query: { payment_token: order.payment_token },
    };
  },
  'POST /api/order/{id}/payment-method': async (s) => {
    const order = await placeOrder(s, s.maria, s.demoMx, { payment_method_id: 7 });
    return {
      path: `/api/order/${order.id}/payment-method`,
      method: 'POST',
      body: { payment_method_id: 1, payment_token: order.payment_token },
    };
  },

  // Wallet
  'GET /api/wallet/balance': ({ andres }) => ({
    path: '/api/wallet/balance',
    token: andres.token,
    query: { customerId: andres.customer.id },
  }),
  'GET /api/wallet/movements': ({ andres }) => ({
    path: '/api/wallet/movements',
    token: andres.token,
    query: { customerId: andres.customer.id, limit: 5 },
  }),

  // Community leaders
  'GET /api/communityleader/{id}': ({ leader }) => ({
    path: `/api/communityleader/${leader.customer.community_leader_id}`,
  }),
  'GET /api/communityleader/{id}/neighbours': ({ leader }) => ({
    path: `/api/communityleader/${leader.customer.community_leader_id}/neighbours`,
    token: leader.token,
    query: { q: 'Mar' },
  }),
  'POST /api/communityleader/{id}/neighbours': ({ leader }) => ({
    path: `/api/communityleader/${leader.customer.community_leader_id}/neighbours`,
    method: 'POST',
    token: leader.token,
    body: { first_name: 'Rosa', last_name: 'Vecina', phone: '+525555550777' },
  }),
  'GET /api/communityleader/{id}/orders': ({ leader }) => ({
    path: `/api/communityleader/${leader.customer.community_leader_id}/orders`,
    token: leader.token,
    query: { page_size: 5 },
  }),
  'GET /api/communityleader/{id}/pickup-point-orders': async (s) => {
    const point = await shop(s.app, 'lider-mx');
    await placeOrder(s, s.maria, s.demoMx, { pickup_point_shop_id: point.id });
    return {
      path: `/api/communityleader/${s.leader.customer.community_leader_id}/pickup-point-orders`,
      token: s.leader.token,
    };
  },

  // The shop owner's orders
  'GET /api/manager/{shop_slug}/orders': async (s) => {
    await placeOrder(s);
    return { path: '/api/manager/demo-mx/orders', token: s.owner.token };
  },
  'GET /api/manager/{shop_slug}/orders/{order_id}': async (s) => ({
    path: `/api/manager/demo-mx/orders/${(await placeOrder(s)).id}`,
    token: s.owner.token,
  }),
  'POST /api/manager/{shop_slug}/orders/{order_id}/ready': async (s) => ({
    path: `/api/manager/demo-mx/orders/${(await placeOrder(s)).id}/ready`,
    method: 'POST',
    token: s.owner.token,
  }),
  'POST /api/manager/{shop_slug}/orders/{order_id}/deliver': async (s) => ({
    path: `/api/manager/demo-mx/orders/${(await placeOrder(s)).id}/deliver`,
    method: 'POST',
    token: s.owner.token,
    body: { confirm: true },
  }),

  // Messages and push
  'POST /api/sendmessage': ({ maria }) => ({
    path: '/api/sendmessage',
    method: 'POST',
    token: maria.token,
    body: { to: DEMO_PHONES.customerMX, message: 'Hola' },
  }),
  'GET /api/push/public-key': () => ({ path: '/api/push/public-key' }),
  'POST /api/push/registrations': ({ maria }) => ({
    path: '/api/push/registrations',
    method: 'POST',
    token: maria.token,
    body: {
      customer_id: maria.customer.id,
      firebase_token: 'conformance-device-token-0123456789',
      installation_id: installationId(1),
      type: 'android',
    },
  }),
  'DELETE /api/push/registrations/{installation_id}': async ({ app, maria }) => {
    await app.request('/api/push/registrations', {
      method: 'POST',
      token: maria.token,
      body: {
        customer_id: maria.customer.id,
        firebase_token: 'conformance-device-token-to-remove-01',
        installation_id: installationId(3),
        type: 'web',
      },
    });
    return { path: `/api/push/registrations/${installationId(3)}`, token: maria.token };
  },
  'GET /api/neighbour-invitations': ({ maria }) => ({
    path: '/api/neighbour-invitations',
    token: maria.token,
  }),
  'POST /api/neighbour-invitations/{id}/accept': async ({ app, leader }) =>
    answerInvitationCall(app, leader, '+525555550003', 'accept'),
  'POST /api/neighbour-invitations/{id}/decline': async ({ app, leader }) =>
    answerInvitationCall(app, leader, '+5491155550003', 'decline'),
  'POST /api/push/heartbeat': async ({ app, maria }) => {
    await app.request('/api/push/registrations', {
      method: 'POST',
      token: maria.token,
      body: {
        customer_id: maria.customer.id,
        firebase_token: 'conformance-device-token-9876543210',
        installation_id: installationId(2),
        type: 'android',
      },
    });
    return {
      path: '/api/push/heartbeat',
      method: 'POST',
      token: maria.token,
      body: { customer_id: maria.customer.id, installation_id: installationId(2) },
    };
  },
  'POST /api/notificationpush': ({ maria }) => ({
    path: '/api/notificationpush',
    method: 'POST',
    token: maria.token,
    body: { token: 'conformance-push-token', customer_id: maria.customer.id },
  }),
};

beforeAll(async () => {
  const app = await startTestApp();
  document = (await app.request<OpenApiDocument>('/api/openapi.json')).body;
  const demoMx = await shop(app, 'demo-mx');
  scene = {
    app,
    maria: await app.signIn(DEMO_PHONES.customerMX),
    owner: await app.signIn(DEMO_PHONES.ownerMX),
    leader: await app.signIn(DEMO_PHONES.leaderMX),
    andres: await app.signIn(DEMO_PHONES.walletCO),
    demoMx,
    demoCo: await shop(app, 'demo-co'),
    plainMx: await plainProducts(app, demoMx.catalog_id),
  };
}, START_TIMEOUT_MS);

afterAll(async () => {
  await scene?.app.close();
});

function documentedKeys(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** What is wrong with one operation's answer to its fixture, or null when it conforms. */
async function problemOf(key: string): Promise<string | null> {
  const fixture = fixtures[key];
  if (!fixture) return 'documented, but this file has no fixture for it';
  const [method, path] = key.split(' ') as [string, string];
  const call = await fixture(scene);
  const { path: url, ...options } = call;
  const response = await scene.app.request(url, { method, ...options });
  const documented = document.paths[path]?.[method.toLowerCase()]?.responses;
  const answer = documented?.[String(response.status)];
  if (!answer) {
    return `answered ${response.status}, documented ${Object.keys(documented ?? {}).join(', ')}: ${response.text.slice(0, 200)}`;
  }
  if (response.status >= 400)
    return `a valid request answered ${response.status}: ${response.text.slice(0, 200)}`;
  const [contentType, media] = Object.entries(answer.content ?? {})[0] ?? [];
  if (!contentType) return null;
  const served = response.headers.get('content-type') ?? '';
  if (!served.includes(contentType.split(';')[0]!)) {
    return `answered ${served}, documented ${contentType}`;
  }
  if (!media?.schema || !contentType.includes('json')) return null;
  const errors = validationErrors(media.schema, response.body);
  return errors.length === 0 ? null : `body does not match the schema: ${errors.join('; ')}`;
}

describe('the OpenAPI document, against the live app', () => {
  it('has a fixture for every documented operation and documents every fixture', () => {
    const documented = documentedKeys(document);
    expect(documented.filter((key) => !fixtures[key])).toEqual([]);
    expect(Object.keys(fixtures).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it("answers each operation's valid request with a documented status and body", async () => {
    const problems: Record<string, string> = {};
    // One after the other: some fixtures read what earlier calls left (sessions, outbox).
    for (const key of documentedKeys(document)) {
      const problem = await problemOf(key);
      if (problem) problems[key] = problem;
    }
    expect(problems).toEqual({});
  }, 120_000);
});
