import {
  DEMO_PHONES,
  START_TIMEOUT_MS,
  startTestApp,
  type SignedIn,
  type TestApp,
} from './harness';
import {
  countRows,
  customerId,
  line,
  orderPayload,
  plainProducts,
  shop,
  walletBalance,
  type ErrorBody,
  type OrderBody,
  type ShopInfo,
} from './commerce-helpers';

// A leader's powers follow their beneficiary group, not their shop (customers/leader-scope.ts),
// a leader is named on an order only by that leader's session, and a leader's order never
// spends a neighbour's wallet (docs/owners-and-payments.md).

const LEADER_AR = '+5491155550003';
const LEADER_CO = '+573005550002';

let app: TestApp;
let liderAr: ShopInfo;
let liderCo: ShopInfo;
let liderMx: ShopInfo;

beforeAll(async () => {
  app = await startTestApp();
  liderAr = await shop(app, 'lider-ar');
  liderCo = await shop(app, 'lider-co');
  liderMx = await shop(app, 'lider-mx');
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function place(body: object, token: string) {
  return app.request<OrderBody & ErrorBody>('/api/order', { method: 'POST', token, body });
}

async function firstProduct(s: ShopInfo): Promise<number> {
  return (await plainProducts(app, s.catalog_id))[0]!.id;
}

describe("a leader acts only on their group's members", () => {
  let leader: SignedIn;
  let lucia: SignedIn;
  let luciaOrder: string;

  beforeAll(async () => {
    leader = await app.signIn(LEADER_AR);
    // Lucía belongs to lider-ar's shop but to no beneficiary group.
    lucia = await app.signIn(DEMO_PHONES.customerAR);
    const res = await place(
      orderPayload(app, {
        customerId: lucia.customer.id,
        shopId: liderAr.id,
        lines: [line(await firstProduct(liderAr), 1)],
      }),
      lucia.token,
    );
    expect(res.status).toBe(200);
    luciaOrder = res.body.order.id;
  });

  it('cannot read, list or cancel the orders of a customer of the shop outside the group', async () => {
    const token = leader.token;
    const read = await app.request(`/api/order/${luciaOrder}`, { token });
    expect(read.status).toBe(404);
    const list = await app.request('/api/orders', {
      token,
      query: { customer_id: lucia.customer.id, page_size: 10 },
    });
    expect(list.status).toBe(404);
    const cancel = await app.request(`/api/order/${luciaOrder}/cancel`, {
      method: 'POST',
      token,
      body: { reason: 'customer_canceled' },
    });
    expect(cancel.status).toBe(404);
    const wallet = await app.request('/api/wallet/balance', {
      token,
      query: { customerId: lucia.customer.id },
    });
    expect(wallet.status).toBe(404);

    const mine = await app.request<OrderBody>(`/api/order/${luciaOrder}`, { token: lucia.token });
    expect(mine.status).toBe(200);
    expect(mine.body.order.status).not.toBe('canceled');
  });

  it("still reads a group member's orders (the honest leader's journey)", async () => {
    const carmen = await app.signIn(DEMO_PHONES.leaderMX);
    const maria = await customerId(app, DEMO_PHONES.customerMX);
    const placed = await place(
      orderPayload(app, {
        customerId: maria,
        shopId: liderMx.id,
        lines: [line(await firstProduct(liderMx), 1)],
      }),
      carmen.token,
    );
    expect(placed.status).toBe(200);
    const read = await app.request(`/api/order/${placed.body.order.id}`, { token: carmen.token });
    expect(read.status).toBe(200);
  });
});

describe('acting_community_leader_id', () => {
  it("is refused from anyone but that leader's own session, and nothing is written", async () => {
    const lucia = await app.signIn(DEMO_PHONES.customerAR);
    const leaderId = (await app.signIn(LEADER_AR)).customer.community_leader_id!;
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const mariasLeader = (await app.signIn(DEMO_PHONES.leaderMX)).customer.community_leader_id!;
    const orders = await countRows(app, 'orders');

    for (const [who, s, acting] of [
      [lucia, liderAr, leaderId],
      // Even the leader of the customer's own group cannot be named by the customer.
      [maria, liderMx, mariasLeader],
    ] as const) {
      const res = await place(
        orderPayload(app, {
          customerId: who.customer.id,
          shopId: s.id,
          lines: [line(await firstProduct(s), 1)],
          acting_community_leader_id: acting,
        }),
        who.token,
      );
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('community_leader_not_found');
    }
    expect(await countRows(app, 'orders')).toBe(orders);
  });
});

describe("a leader's order and the neighbour's wallet", () => {
  let leader: SignedIn;
  let andres: SignedIn;
  let product: number;

  beforeAll(async () => {
    leader = await app.signIn(LEADER_CO);
    andres = await app.signIn(DEMO_PHONES.walletCO);
    product = await firstProduct(liderCo);
  });

  it('never spends the neighbour’s wallet when the leader orders for them', async () => {
    const before = await walletBalance(app, andres.customer.id);
    const orders = await countRows(app, 'orders');
    const withSwitch = await place(
      orderPayload(app, {
        customerId: andres.customer.id,
        shopId: liderCo.id,
        lines: [line(product, 1)],
        require_debit_from_wallet: true,
      }),
      leader.token,
    );
    expect(withSwitch.status).toBe(400);
    expect(withSwitch.body.error.code).toBe('wallet_not_available');
    const asMethod = await place(
      orderPayload(app, {
        customerId: andres.customer.id,
        shopId: liderCo.id,
        lines: [line(product, 1)],
        payment_method_id: 3,
      }),
      leader.token,
    );
    expect(asMethod.status).toBe(400);
    expect(asMethod.body.error.code).toBe('invalid_payment_method');
    expect(await walletBalance(app, andres.customer.id)).toBe(before);
    expect(await countRows(app, 'orders')).toBe(orders);

    // Ordering for him without the wallet still works.
    const cash = await place(
      orderPayload(app, {
        customerId: andres.customer.id,
        shopId: liderCo.id,
        lines: [line(product, 1)],
      }),
      leader.token,
    );
    expect(cash.status).toBe(200);
    expect(cash.body.order.wallet_debit.value).toBe(0);
  });

  it('lets the leader edit his wallet order only in ways that give money back', async () => {
    const own = await place(
      orderPayload(app, {
        customerId: andres.customer.id,
        shopId: liderCo.id,
        lines: [line(product, 2)],
        require_debit_from_wallet: true,
      }),
      andres.token,
    );
    expect(own.status).toBe(200);
    expect(own.body.order.wallet_debit.value).toBeGreaterThan(0);
    const id = own.body.order.id;
    const before = await walletBalance(app, andres.customer.id);

    const more = await app.request<ErrorBody>(`/api/order/${id}`, {
      method: 'PATCH',
      token: leader.token,
      body: { action: 'patch_lines', lines: [line(product, 3)] },
    });
    expect(more.status).toBe(400);
    expect(more.body.error.code).toBe('wallet_not_available');
    expect(await walletBalance(app, andres.customer.id)).toBe(before);

    const less = await app.request<OrderBody>(`/api/order/${id}`, {
      method: 'PATCH',
      token: leader.token,
      body: { action: 'patch_lines', lines: [line(product, 1)] },
    });
    expect(less.status).toBe(200);
    expect(await walletBalance(app, andres.customer.id)).toBeGreaterThan(before);
  });
});
