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
  type ErrorBody,
  type OrderBody,
  type ShopInfo,
} from './commerce-helpers';

interface Neighbour {
  customer_id: number;
  name: string;
  last_name: string;
  phone: string;
}
interface NeighboursBody {
  group: { id: number; name: string };
  neighbours: Neighbour[];
}
interface LeaderOrdersBody {
  orders: {
    id: string;
    code: string;
    status: string;
    delivery_date: string;
    total: { value: number };
    neighbour: Neighbour;
  }[];
}

let app: TestApp;
let leader: SignedIn;
let leaderId: number;
let liderMx: ShopInfo;
let productId: number;

beforeAll(async () => {
  app = await startTestApp();
  leader = await app.signIn(DEMO_PHONES.leaderMX);
  leaderId = leader.customer.community_leader_id!;
  liderMx = await shop(app, 'lider-mx');
  productId = (await plainProducts(app, liderMx.catalog_id))[0]!.id;
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

function orderFor(customer: number, acting: number | null = leaderId) {
  return orderPayload(app, {
    customerId: customer,
    shopId: liderMx.id,
    lines: [line(productId, 1)],
    ...(acting === null ? {} : { acting_community_leader_id: acting }),
  });
}

describe('a community leader and their beneficiary group', () => {
  it('finds the members of their own group by name or phone', async () => {
    const byName = await app.request<NeighboursBody>(
      `/api/communityleader/${leaderId}/neighbours`,
      {
        token: leader.token,
        query: { q: 'maría' },
      },
    );
    expect(byName.status).toBe(200);
    expect(byName.body.neighbours.map((n) => n.phone)).toEqual([DEMO_PHONES.customerMX]);

    const byPhone = await app.request<NeighboursBody>(
      `/api/communityleader/${leaderId}/neighbours`,
      { token: leader.token, query: { q: '5555 50001' } },
    );
    expect(byPhone.body.neighbours.map((n) => n.phone)).toEqual([DEMO_PHONES.customerMX]);
  });

  it('is the only one who can read or grow the group', async () => {
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    const read = await app.request(`/api/communityleader/${leaderId}/neighbours`, {
      token: maria.token,
    });
    expect(read.status).toBe(404);
    const add = await app.request(`/api/communityleader/${leaderId}/neighbours`, {
      method: 'POST',
      token: maria.token,
      body: { first_name: 'Intrusa', last_name: 'X', phone: '+525555557777' },
    });
    expect(add.status).toBe(404);
    expect((await app.request(`/api/communityleader/${leaderId}/orders`)).status).toBe(401);
  });

  it('invites a phone that is not a member, the same way whether or not it is registered (findings 4, 5)', async () => {
    const invite = (phone: string, first_name = 'Rocío') =>
      app.request<{ invited: boolean; phone: string }>(
        `/api/communityleader/${leaderId}/neighbours`,
        {
          method: 'POST',
          token: leader.token,
          body: { first_name, last_name: 'Pérez', phone },
        },
      );
    // An unregistered number, a registered customer outside the group, and the shop's owner:
    // one answer for all, and no account is created for the unregistered one.
    const unregistered = await invite('+52 55 5555 4242');
    const customer = await invite('+525555550003', 'Luis');
    const owner = await invite(DEMO_PHONES.ownerMX, 'Dueño');
    for (const res of [unregistered, customer, owner]) {
      expect(res.status).toBe(202);
      expect(Object.keys(res.body).sort()).toEqual(['invited', 'phone']);
    }
    const rocioRow = () =>
      app.ctx.db
        .selectFrom('customers')
        .select(['id', 'beneficiary_group_id'])
        .where('phone', '=', '+525555554242')
        .executeTakeFirst();
    expect(await rocioRow()).toBeUndefined();

    // Rocío signs up with her phone later: the leader gains nothing over her yet.
    await app.request('/api/auth/code', { method: 'POST', body: { phone: '+525555554242' } });
    const [codeMessage] = await app.ctx.outbox.list({ to: '+525555554242', limit: 5 });
    const code = /\b(\d{6})\b/.exec(
      (await app.ctx.outbox.list({ to: '+525555554242' })).find(
        (m) => m.template === 'sign_in_code',
      )?.message ?? '',
    )?.[1];
    expect(codeMessage).toBeDefined();
    const signedUp = await app.request<{ token: string; customer: { id: number } }>(
      '/api/auth/session',
      { method: 'POST', body: { phone: '+525555554242', code } },
    );
    expect(signedUp.status).toBe(200);
    const rocio = signedUp.body.customer.id;
    const list = await app.request<NeighboursBody>(`/api/communityleader/${leaderId}/neighbours`, {
      token: leader.token,
    });
    expect(list.body.neighbours.map((n) => n.customer_id)).not.toContain(rocio);
    expect((await rocioRow())?.beneficiary_group_id).toBeNull();

    // She sees the invitation and accepts: only now is she a member.
    const rocioSession = { token: signedUp.body.token };
    const invitations = await app.request<{ invitations: { id: number; leader_name: string }[] }>(
      '/api/neighbour-invitations',
      { token: rocioSession.token },
    );
    expect(invitations.status).toBe(200);
    const [invitation] = invitations.body.invitations;
    expect(invitation).toBeDefined();
    // Nobody else can answer it.
    const maria = await app.signIn(DEMO_PHONES.customerMX);
    expect(
      (
        await app.request(`/api/neighbour-invitations/${invitation!.id}/accept`, {
          method: 'POST',
          token: maria.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(`/api/neighbour-invitations/${invitation!.id}/accept`, {
          method: 'POST',
          token: rocioSession.token,
        })
      ).status,
    ).toBe(204);
    const after = await app.request<NeighboursBody>(`/api/communityleader/${leaderId}/neighbours`, {
      token: leader.token,
    });
    expect(after.body.neighbours.map((n) => n.customer_id)).toContain(rocio);
    // A member added again is answered as the member.
    const again = await invite('+525555554242');
    expect(again.status).toBe(200);

    const bad = await app.request<ErrorBody>(`/api/communityleader/${leaderId}/neighbours`, {
      method: 'POST',
      token: leader.token,
      body: { first_name: 'Sin', phone: '12' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('ordering on behalf of a neighbour', () => {
  it('cannot order for anyone outside the group, whatever ids are sent', async () => {
    const ordersBefore = await countRows(app, 'orders');
    const messagesBefore = await countRows(app, 'outbox_messages');
    const luis = await customerId(app, '+525555550003');
    const colombian = await customerId(app, DEMO_PHONES.walletCO);
    const colombianLeader = (await app.signIn('+573005550002')).customer.community_leader_id!;
    const maria = await customerId(app, DEMO_PHONES.customerMX);

    for (const body of [
      orderFor(luis),
      orderFor(luis, null),
      orderFor(colombian),
      // Someone else's leader id does not open their group either.
      orderFor(maria, colombianLeader),
    ]) {
      const res = await app.request<ErrorBody>('/api/order', {
        method: 'POST',
        token: leader.token,
        body,
      });
      expect(res.status).toBe(404);
      expect(res.text).not.toMatch(/stack|at .*\.ts/);
    }
    expect(await countRows(app, 'orders')).toBe(ordersBefore);
    expect(await countRows(app, 'outbox_messages')).toBe(messagesBefore);
  });

  it('orders for a member: the order is theirs, carries the leader and their message names the leader', async () => {
    const maria = await customerId(app, DEMO_PHONES.customerMX);
    const res = await app.request<
      OrderBody & { order: { acting_community_leader_id: number | null } }
    >('/api/order', { method: 'POST', token: leader.token, body: orderFor(maria) });
    expect(res.status).toBe(200);
    expect(res.body.order.customer_id).toBe(maria);
    expect(res.body.order.acting_community_leader_id).toBe(leaderId);

    const outbox = await app.request<{ to: string; message: string }[]>('/api/dev/outbox', {
      query: { to: DEMO_PHONES.customerMX },
    });
    const confirmation = outbox.body.find((m) => m.message.includes(res.body.order.code));
    expect(confirmation?.message).toContain('Carmen Hernández');

    // Without acting_community_leader_id the leader's session is still recorded as acting.
    const implicit = await app.request<
      OrderBody & { order: { acting_community_leader_id: number | null } }
    >('/api/order', { method: 'POST', token: leader.token, body: orderFor(maria, null) });
    expect(implicit.status).toBe(200);
    expect(implicit.body.order.acting_community_leader_id).toBe(leaderId);

    const list = await app.request<LeaderOrdersBody>(`/api/communityleader/${leaderId}/orders`, {
      token: leader.token,
    });
    expect(list.status).toBe(200);
    const mine = list.body.orders.find((o) => o.id === res.body.order.id);
    expect(mine).toMatchObject({
      code: res.body.order.code,
      status: res.body.order.status,
      total: { value: res.body.order.total.value },
      neighbour: { customer_id: maria, name: 'María' },
    });
  });
});
