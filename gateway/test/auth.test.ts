import {
  DEFAULT_ABUSE_LIMITS,
  DEMO_PHONES,
  startTestApp,
  type TestApp,
  START_TIMEOUT_MS,
} from './harness';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface SessionBody {
  token: string;
  customer: {
    id: number;
    phone: string;
    role: string;
    community_leader_id: number | null;
    shop_ids: number[];
  };
}

let app: TestApp;

beforeAll(async () => {
  // The sign-in limits at their documented defaults (docs/security.md).
  app = await startTestApp({ env: DEFAULT_ABUSE_LIMITS });
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

async function latestCode(phone: string): Promise<string> {
  const [message] = await app.ctx.outbox.list({ to: phone, limit: 1 });
  const code = (message?.params as { code?: string } | null)?.code;
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

describe('sign-in by phone code', () => {
  it('sends a code through the outbox and signs in with it, setting an HttpOnly cookie', async () => {
    const sent = await app.request<{ sent: boolean; phone: string; expires_in: number }>(
      '/api/auth/code',
      {
        method: 'POST',
        body: { phone: DEMO_PHONES.customerMX },
      },
    );
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ sent: true, phone: DEMO_PHONES.customerMX, expires_in: 600 });

    const [message] = await app.ctx.outbox.list({ to: DEMO_PHONES.customerMX, limit: 1 });
    expect(message?.template).toBe('sign_in_code');
    const code = await latestCode(DEMO_PHONES.customerMX);
    expect(message?.message).toContain(code);

    const session = await app.request<SessionBody>('/api/auth/session', {
      method: 'POST',
      body: { phone: DEMO_PHONES.customerMX, code },
    });
    expect(session.status).toBe(200);
    expect(session.body.customer).toMatchObject({
      phone: DEMO_PHONES.customerMX,
      role: 'customer',
      name: 'María',
    });
    expect(session.body.token.length).toBeGreaterThanOrEqual(40);
    const cookie = session.headers.get('set-cookie') ?? '';
    // The session cookie, beside the device cookie the sign-in limits know this browser by.
    expect(cookie).toMatch(/(^|, )barrio_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    // The cookie alone identifies the user.
    const token = session.body.token;
    const byCookie = await app.request<{ id: number; customer_id: number }>('/api/user', {
      headers: { cookie: `barrio_session=${token}` },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.customer_id).toBe(session.body.customer.id);
  });

  it('normalises Argentine phones to +549 before looking them up', async () => {
    await app.request('/api/auth/code', {
      method: 'POST',
      body: { phone: '54 11 5555 0001', country_id: 1 },
    });
    const code = await latestCode(DEMO_PHONES.customerAR);
    const session = await app.request<SessionBody>('/api/auth/session', {
      method: 'POST',
      body: { phone: '11 5555 0001', code, country_id: 1 },
    });
    expect(session.status).toBe(200);
    expect(session.body.customer.phone).toBe(DEMO_PHONES.customerAR);
  });

  it('reports the community leader role and the shops led', async () => {
    const leader = await app.signIn(DEMO_PHONES.leaderMX);
    const me = await app.request<SessionBody['customer']>('/api/user', { token: leader.token });
    expect(me.body.role).toBe('community_leader');
    expect(me.body.community_leader_id).toBe(app.seed!.communityLeaders['lider-mx']!.id);
    expect(me.body.shop_ids).toEqual([app.seed!.shops['lider-mx']!.id]);

    const owner = await app.signIn(DEMO_PHONES.ownerMX);
    const ownerMe = await app.request<SessionBody['customer']>('/api/user', { token: owner.token });
    expect(ownerMe.body.role).toBe('shop_owner');
    expect(ownerMe.body.shop_ids).toEqual([app.seed!.shops['demo-mx']!.id]);
  });

  it('creates the customer on first sign-in with an unknown phone of a served country', async () => {
    const phone = '+525555557777';
    await app.request('/api/auth/code', { method: 'POST', body: { phone } });
    const session = await app.request<SessionBody>('/api/auth/session', {
      method: 'POST',
      body: { phone, code: await latestCode(phone) },
    });
    expect(session.status).toBe(200);
    expect(session.body.customer.phone).toBe(phone);
    const row = await app.ctx.db
      .selectFrom('customers')
      .select(['country_id'])
      .where('phone', '=', phone)
      .executeTakeFirst();
    expect(row?.country_id).toBe(2);
  });

  it('refuses a wrong code, and the code dies with its fifth wrong guess', async () => {
    const phone = DEMO_PHONES.customerPE;
    await app.request('/api/auth/code', { method: 'POST', body: { phone } });
    const code = await latestCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await app.request<ErrorBody>('/api/auth/session', {
        method: 'POST',
        body: { phone, code: wrong },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_code');
    }
    const locked = await app.request<ErrorBody>('/api/auth/session', {
      method: 'POST',
      body: { phone, code },
    });
    expect(locked.status).toBe(400);
    expect(locked.body.error.code).toBe('invalid_code');
    const sessions = await app.ctx.db
      .selectFrom('sessions')
      .innerJoin('customers', 'customers.id', 'sessions.customer_id')
      .select('sessions.id')
      .where('customers.phone', '=', phone)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it('does not accept a code twice', async () => {
    const phone = DEMO_PHONES.walletCO;
    await app.request('/api/auth/code', { method: 'POST', body: { phone } });
    const code = await latestCode(phone);
    expect(
      (await app.request('/api/auth/session', { method: 'POST', body: { phone, code } })).status,
    ).toBe(200);
    const again = await app.request<ErrorBody>('/api/auth/session', {
      method: 'POST',
      body: { phone, code },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_code');
  });

  it('limits how many codes one phone can request', async () => {
    const phone = DEMO_PHONES.walletEC;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await app.request('/api/auth/code', { method: 'POST', body: { phone } })).status,
      );
    }
    // The first window of the per-phone back-off: 3 codes per 10 minutes.
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
  });

  it('signs out: the token stops working and the cookie is cleared', async () => {
    const session = await app.signIn(DEMO_PHONES.customerMX);
    expect((await app.request('/api/user', { token: session.token })).status).toBe(200);
    const out = await app.request('/api/auth/session', { method: 'DELETE', token: session.token });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/barrio_session=;/);
    const after = await app.request<ErrorBody>('/api/user', { query: { token: session.token } });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('invalid_session');
  });

  it('GET /api/user accepts ?token= and answers 401 without a session', async () => {
    const session = await app.signIn(DEMO_PHONES.businessAR);
    const byQuery = await app.request<{
      phone: string;
      customer_sub_type_id: number;
      inswitch_entity_id: string;
    }>('/api/user', {
      query: { token: session.token },
    });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toMatchObject({
      phone: DEMO_PHONES.businessAR,
      customer_sub_type_id: 2,
      inswitch_entity_id: 'isw-ar-0002',
    });
    expect((await app.request('/api/user')).status).toBe(401);
    expect((await app.request('/api/user', { query: { token: 'x'.repeat(43) } })).status).toBe(401);
  });

  describe('bad input', () => {
    it.each([
      ['a missing phone', {}],
      ['a phone of the wrong type', { phone: 5491155550001 }],
      ['an unknown field', { phone: DEMO_PHONES.customerMX, admin: true }],
      ['an invalid phone', { phone: 'abcdefgh' }],
      ['a phone of a country not served', { phone: '+4915112345678' }],
    ])('refuses a code request with %s', async (_label, body) => {
      const before = await app.ctx.db
        .selectFrom('auth_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await app.request<ErrorBody>('/api/auth/code', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
      const after = await app.ctx.db
        .selectFrom('auth_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('names the unknown field', async () => {
      const res = await app.request<ErrorBody>('/api/auth/session', {
        method: 'POST',
        body: { phone: DEMO_PHONES.customerMX, code: '123456', role: 'support' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.fields).toEqual({ role: 'Unknown field.' });
    });

    it('answers malformed JSON with 400 and no stack trace', async () => {
      const res = await app.request<ErrorBody>('/api/auth/code', {
        method: 'POST',
        body: '{"phone": ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_json');
      expect(res.text).not.toMatch(/at .*\.ts/);
    });

    it('answers an oversized body with 413', async () => {
      const res = await app.request<ErrorBody>('/api/auth/code', {
        method: 'POST',
        body: JSON.stringify({ phone: 'x'.repeat(200 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it('refuses a code that is not six digits', async () => {
      const res = await app.request<ErrorBody>('/api/auth/session', {
        method: 'POST',
        body: { phone: DEMO_PHONES.customerMX, code: '12ab' },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.code).toBeTruthy();
    });
  });
});
