import sharp from 'sharp';
import {
  DEMO_PHONES,
  startTestApp,
  type RequestOptions,
  type TestApp,
  START_TIMEOUT_MS,
} from './harness';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let app: TestApp;
let target: number;
const tokens: Record<string, string | null> = {};

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 240, g: 120, b: 20 } } })
    .png()
    .toBuffer();
}

function imageForm(
  data: Buffer,
  type = 'image/png',
  field = 'file',
  filename = 'me.png',
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  return form;
}

beforeAll(async () => {
  app = await startTestApp();
  target = app.seed!.customers[DEMO_PHONES.customerMX]!.id;
  tokens.owner = (await app.signIn(DEMO_PHONES.customerMX)).token;
  tokens.otherCustomer = (await app.signIn('+525555550003')).token;
  tokens.anonymous = null;
  tokens.communityLeader = (await app.signIn(DEMO_PHONES.leaderMX)).token;
  tokens.shopOwner = (await app.signIn(DEMO_PHONES.ownerMX)).token;
  tokens.otherLeader = (await app.signIn('+5491155550003')).token;
  // The target has a picture and an address, so that allowed reads find something.
  const uploaded = await app.request('/images/' + target + '/profile', {
    method: 'POST',
    body: imageForm(await png(64, 64)),
    token: tokens.owner,
  });
  expect(uploaded.status).toBe(201);
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

describe('customer-scoped routes: authorization', () => {
  const allowed = new Set(['owner', 'communityLeader']);
  const actors = [
    'owner',
    'otherCustomer',
    'anonymous',
    'communityLeader',
    'shopOwner',
    'otherLeader',
  ] as const;
  /** A device is registered only by the customer on it: not by a leader acting for them. */
  const ownerOnly = new Set(['owner']);
  const routes: {
    name: string;
    request: () => Promise<[string, RequestOptions]>;
    ok: number;
    allowed?: Set<string>;
  }[] = [
    {
      name: 'GET /api/customer/{id}',
      request: async () => [`/api/customer/${target}`, {}],
      ok: 200,
    },
    {
      name: 'GET /api/customer/beneficiary-group/{id}',
      request: async () => [`/api/customer/beneficiary-group/${target}`, {}],
      ok: 200,
    },
    {
      name: 'GET /api/user/profilepicture/{id}',
      request: async () => [`/api/user/profilepicture/${target}`, {}],
      ok: 200,
    },
    {
      name: 'POST /images/{id}/profile',
      request: async () => [
        `/images/${target}/profile`,
        { method: 'POST', body: imageForm(await png(32, 32)) },
      ],
      ok: 201,
    },
    {
      name: 'GET /api/addresses?customer_id=',
      request: async () => ['/api/addresses', { query: { customer_id: target } }],
      ok: 200,
    },
    {
      name: 'POST /api/addresses (customer_id)',
      request: async () => [
        '/api/addresses',
        { method: 'POST', body: { label: 'Casa', main_line: 'Calle 1 #2', customer_id: target } },
      ],
      ok: 201,
    },
    {
      name: 'POST /api/push/registrations',
      request: async () => [
        '/api/push/registrations',
        {
          method: 'POST',
          body: {
            customer_id: target,
            firebase_token: 'f'.repeat(40),
            installation_id: `c${'A'.repeat(21)}`,
            type: 'web',
          },
        },
      ],
      ok: 201,
      allowed: ownerOnly,
    },
    {
      name: 'POST /api/notificationpush (customer_id)',
      request: async () => [
        '/api/notificationpush',
        { method: 'POST', body: { token: 'push-token-123456', customer_id: target } },
      ],
      ok: 200,
      allowed: ownerOnly,
    },
  ];

  const cases = routes.flatMap((route) =>
    actors.map((actor) => [route.name, actor, route] as const),
  );
  it.each(cases)('%s as %s', async (_name, actor, route) => {
    const [path, options] = await route.request();
    const res = await app.request<ErrorBody>(path, { ...options, token: tokens[actor] ?? null });
    if ((route.allowed ?? allowed).has(actor)) {
      expect(res.status).toBe(route.ok);
    } else {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toMatch(/not_found$/);
    }
  });

  it('did not store anything for refused callers', async () => {
    const addresses = await app.ctx.db
      .selectFrom('customer_addresses')
      .select('id')
      .where('customer_id', '=', target)
      .execute();
    expect(addresses).toHaveLength(2); // owner and community leader
  });
});

describe('customers', () => {
  it('returns the SPEC customer fields', async () => {
    const res = await app.request<Record<string, unknown>>(`/api/customer/${target}`, {
      token: tokens.owner,
    });
    expect(res.body).toMatchObject({
      id: target,
      customer_id: target,
      name: 'María',
      last_name: 'López',
      phone: DEMO_PHONES.customerMX,
      tier_id: 'mx-basico',
      customer_sub_type_id: null,
      inswitch_entity_id: null,
    });
  });

  it('returns the beneficiary group', async () => {
    const res = await app.request<{ name: string; country_id: number }>(
      `/api/customer/beneficiary-group/${target}`,
      {
        token: tokens.owner,
      },
    );
    expect(res.body).toMatchObject({ country_id: 2, name: 'Programa alimentario México' });
  });

  it('returns a community leader as data.customer, to anyone', async () => {
    const id = app.seed!.communityLeaders['lider-mx']!.id;
    const res = await app.request<{ data: { customer: Record<string, unknown> } }>(
      `/api/communityleader/${id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({
      community_leader_id: id,
      name: 'Carmen',
      phone: DEMO_PHONES.leaderMX,
      shop_slug: 'lider-mx',
    });
    expect((await app.request('/api/communityleader/999999')).status).toBe(404);
  });

  it('answers unknown customers with 404 even for signed-in callers', async () => {
    expect((await app.request('/api/customer/999999', { token: tokens.owner })).status).toBe(404);
  });
});

describe('profile pictures', () => {
  it('re-encodes an upload to a square webp and serves it', async () => {
    const upload = await app.request<{ url: string }>(`/images/${target}/profile`, {
      method: 'POST',
      body: imageForm(await png(1200, 800)),
      token: tokens.owner,
    });
    expect(upload.status).toBe(201);
    expect(upload.body.url).toMatch(new RegExp(`^/api/user/profilepicture/${target}\\?v=\\d+$`));

    const picture = await fetch(new URL(upload.body.url, app.baseUrl), {
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('answers 404 when there is no picture', async () => {
    const other = app.seed!.customers['+525555550003']!.id;
    const res = await app.request<ErrorBody>(`/api/user/profilepicture/${other}`, {
      token: tokens.otherCustomer,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('picture_not_found');
  });

  async function pictureBytes(): Promise<string> {
    const row = await app.ctx.db
      .selectFrom('profile_pictures')
      .select('data')
      .where('customer_id', '=', target)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.data).toString('base64');
  }

  it.each([
    [
      'a file over 5 MB',
      async () => imageForm(Buffer.alloc(5 * 1024 * 1024 + 10, 1)),
      413,
      'file_too_large',
    ],
    [
      'a text file',
      async () => imageForm(Buffer.from('hello'), 'text/plain', 'file', 'a.txt'),
      415,
      'unsupported_media_type',
    ],
    [
      'bytes that are not an image',
      async () => imageForm(Buffer.from('not really a png'), 'image/png'),
      400,
      'invalid_image',
    ],
    [
      'the wrong field name',
      async () => imageForm(await png(10, 10), 'image/png', 'picture'),
      400,
      'invalid_upload',
    ],
    ['no file at all', async () => new FormData(), 400, 'file_required'],
  ])('refuses %s, keeping the stored picture', async (_label, build, status, code) => {
    const before = await pictureBytes();
    const res = await app.request<ErrorBody>(`/images/${target}/profile`, {
      method: 'POST',
      body: await build(),
      token: tokens.owner,
    });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(await pictureBytes()).toBe(before);
  });

  it('refuses a JSON body', async () => {
    const res = await app.request<ErrorBody>(`/images/${target}/profile`, {
      method: 'POST',
      body: { file: 'x' },
      token: tokens.owner,
    });
    expect(res.status).toBe(400);
  });
});
