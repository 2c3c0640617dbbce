import { FEATURE_FLAGS, rolloutBucket } from '@barrio/shared/domain';
import { flagsForEveryVisitor } from '../src/modules/flags/flag-service';
import { startTestApp, type TestApp, START_TIMEOUT_MS } from './harness';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
interface Tier {
  id: string;
  name: string;
  country_id: number;
  is_default: boolean;
  shops: number[];
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, START_TIMEOUT_MS);

afterAll(async () => {
  await app?.close();
});

describe('tiers', () => {
  it("gives a shop listed by a default tier that tier, others the country's default", async () => {
    const lider = app.seed!.shops['lider-mx']!;
    const res = await app.request<Tier>(`/api/tiers/default/${lider.id}`, {
      query: { countryId: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 'mx-comunidad', is_default: true, shops: [lider.id] });

    const demo = app.seed!.shops['demo-mx']!;
    const plain = await app.request<Tier>(`/api/tiers/default/${demo.id}`, {
      query: { countryId: 2 },
    });
    expect(plain.body).toMatchObject({ id: 'mx-basico', country_id: 2, shops: [] });
  });

  it('returns a tier by id with its shops', async () => {
    const res = await app.request<Tier>('/api/tiers/id/ar-oro');
    expect(res.status).toBe(200);
    expect(res.body.is_default).toBe(false);
    expect(res.body.shops).toEqual(
      [app.seed!.shops['demo-ar']!.id, app.seed!.shops['esquina-ar']!.id].sort((a, b) => a - b),
    );
  });

  it('answers failures with an error object and 404', async () => {
    const unknown = await app.request<ErrorBody>('/api/tiers/id/no-such-tier');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('tier_not_found');
    await app.ctx.db
      .updateTable('tiers')
      .set({ is_default: false })
      .where('country_id', '=', 61)
      .execute();
    const none = await app.request<ErrorBody>(
      `/api/tiers/default/${app.seed!.shops['demo-sv']!.id}`,
      { query: { countryId: 61 } },
    );
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('tier_not_found');
    await app.ctx.db
      .updateTable('tiers')
      .set({ is_default: true })
      .where('id', '=', 'sv-basico')
      .execute();
  });

  it.each([
    ['/api/tiers/default/abc?countryId=2'],
    ['/api/tiers/default/5'],
    ['/api/tiers/default/5?countryId=7'],
    ['/api/tiers/default/5?countryId=2&x=1'],
    ['/api/tiers/id/BAD%20ID'],
  ])('GET %s is a 400', async (path) => {
    const res = await app.request<ErrorBody>(path);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBeTruthy();
  });
});

describe('feature flags (/api/flipt)', () => {
  const flipt = (body: unknown) =>
    app.request<{ flags: Record<string, boolean> }>('/api/flipt', { method: 'POST', body });

  it('seeds the 32 flags for each of the eight countries', async () => {
    const rows = await app.ctx.db
      .selectFrom('feature_flags')
      .select(['name', 'country_id'])
      .execute();
    expect(rows).toHaveLength(32 * 8);
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(FEATURE_FLAGS));
  });

  it('evaluates every flag when none are named', async () => {
    const res = await flipt({ country_id: 2, userToken: 'anon-1234' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(res.body.flags.show_address_book).toBe(true);
    expect(res.body.flags.decimal_quantities).toBe(false);
  });

  it('is per country', async () => {
    const mx = await flipt({
      country_id: 2,
      userToken: 'u1',
      flags: ['manual_address', 'wallet_payment'],
    });
    const co = await flipt({
      country_id: 46,
      userToken: 'u1',
      flags: ['manual_address', 'wallet_payment'],
    });
    expect(mx.body.flags).toEqual({ manual_address: true, wallet_payment: false });
    expect(co.body.flags).toEqual({ manual_address: false, wallet_payment: true });
  });

  it('follows the rollout percentage with the shared rollout bucket', async () => {
    const tokens = Array.from({ length: 40 }, (_, i) => `visitor-${i}`);
    for (const userToken of tokens) {
      const res = await flipt({ country_id: 2, userToken, flags: ['new_checkout'] });
      expect(res.body.flags.new_checkout).toBe(rolloutBucket(userToken) < 50);
    }
    // A numeric customer id is the same user as its text.
    const numeric = await flipt({ country_id: 2, userToken: 12345, flags: ['new_checkout'] });
    expect(numeric.body.flags.new_checkout).toBe(rolloutBucket('12345') < 50);
  });

  it('applies shop allow-lists by slug and by id', async () => {
    const flags = ['home_toggle', 'automatic_flash_deals'];
    const noShop = await flipt({ country_id: 2, userToken: 'u', flags });
    expect(noShop.body.flags).toEqual({ home_toggle: false, automatic_flash_deals: false });
    const demo = await flipt({ country_id: 2, userToken: 'u', flags, shop_slug: 'demo-mx' });
    expect(demo.body.flags).toEqual({ home_toggle: true, automatic_flash_deals: true });
    const liderById = await flipt({
      country_id: 2,
      userToken: 'u',
      flags,
      shop_id: app.seed!.shops['lider-mx']!.id,
    });
    expect(liderById.body.flags).toEqual({ home_toggle: false, automatic_flash_deals: true });
    const demoById = await flipt({
      country_id: 2,
      userToken: 'u',
      flags,
      shop_id: app.seed!.shops['demo-mx']!.id,
    });
    expect(demoById.body.flags.home_toggle).toBe(true);
  });

  it("knows which flags every visitor of a shop gets, the same as each visitor's answer", async () => {
    const demo = app.seed!.shops['demo-mx']!;
    const shop = { id: demo.id, slug: 'demo-mx', country_id: 2 };
    const known = await flagsForEveryVisitor(app.ctx.db, shop);
    // new_checkout reaches half the visitors in Mexico: it depends on who asks.
    expect(known).not.toHaveProperty('new_checkout');
    expect(known).toMatchObject({ home_toggle: true });
    for (const userToken of ['visitor-1', 'visitor-2', 'visitor-3', '12345']) {
      const res = await flipt({ country_id: 2, userToken, shop_slug: 'demo-mx' });
      for (const [name, value] of Object.entries(known)) {
        expect([name, res.body.flags[name]]).toEqual([name, value]);
      }
    }
    // A shop off a flag's allow-list gets it off, whoever asks.
    const lider = app.seed!.shops['lider-mx']!;
    expect(
      await flagsForEveryVisitor(app.ctx.db, { id: lider.id, slug: 'lider-mx', country_id: 2 }),
    ).toMatchObject({ home_toggle: false });
  });

  it('answers false for names it does not know', async () => {
    const res = await flipt({ country_id: 2, userToken: 'u', flags: ['not_a_flag'] });
    expect(res.body.flags).toEqual({ not_a_flag: false });
  });

  it.each([
    [{ userToken: 'u' }],
    [{ country_id: 3, userToken: 'u' }],
    [{ country_id: '2', userToken: 'u' }],
    [{ country_id: 2 }],
    [{ country_id: 2, userToken: '' }],
    [{ country_id: 2, userToken: 'u', flags: 'new_checkout' }],
    [{ country_id: 2, userToken: 'u', flags: ['Bad Name'] }],
    [{ country_id: 2, userToken: 'u', everyone: true }],
  ])('refuses %j with 400', async (body) => {
    const res = await app.request<ErrorBody>('/api/flipt', { method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
