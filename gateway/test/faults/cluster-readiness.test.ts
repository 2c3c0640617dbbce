/**
 * Readiness of two gateway processes (sharing Redis) under a burst of orders while their
 * PostgreSQL, a throwaway server of this suite's own, stops and comes back: both turn unready
 * while it is away and ready again after, without a restart, and no acknowledged order is lost.
 */
import { randomUUID } from 'node:crypto';
import { Gateway, waitFor } from '../cluster/processes';
import { line, orderPayload, plainProducts, shop } from '../commerce-helpers';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from '../harness';
import { ThrowawayPostgres } from './throwaway-postgres';

// Part of the PostgreSQL run of `npm test` (the machine's Redis is needed, as in the cluster suite).
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

jest.setTimeout(240_000);

describeOnPostgres('readiness of two instances while the database is away', () => {
  let pg: ThrowawayPostgres;
  let app: TestApp;
  let gateways: Gateway[] = [];
  let maria: SignedIn;

  beforeAll(async () => {
    pg = await ThrowawayPostgres.create();
    app = await startTestApp({ env: { DATABASE_URL: pg.url } });
    maria = await app.signIn(DEMO_PHONES.customerMX);
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: pg.url,
      DATABASE_SCHEMA: app.database.schema,
      REDIS_URL,
      REDIS_PREFIX: `test:${app.database.schema}:`,
      OUTBOX_WORKER: 'off',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1500',
      WEB_DIR: '/nonexistent-barrio-web',
    };
    gateways = await Promise.all([
      Gateway.start('gateway A', env),
      Gateway.start('gateway B', env),
    ]);
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.process.crash();
    await app?.close().catch(() => undefined);
    await pg?.destroy();
  });

  const readiness = async () =>
    Promise.all(
      gateways.map(async (g) => (await g.request('/api/isready').catch(() => null))?.status),
    );

  it('turns unready while PostgreSQL is stopped and ready when it returns, losing no acknowledged order', async () => {
    const demoMx = await shop(app, 'demo-mx');
    const productId = (await plainProducts(app, demoMx.catalog_id))[0]!.id;
    const body = orderPayload(app, {
      customerId: maria.customer.id,
      shopId: demoMx.id,
      lines: [line(productId, 1)],
      notes: 'cluster readiness',
    });
    const acknowledged = new Map<string, string>();
    const unexpected: string[] = [];
    let stopping = false;
    // Two shoppers, one per instance, retrying a 503 or a dropped connection with the same key.
    const shoppers = gateways.map(async (gateway) => {
      while (!stopping) {
        const key = randomUUID();
        for (;;) {
          const res = await gateway
            .request('/api/order', {
              method: 'POST',
              body,
              headers: { ...maria.headers, 'idempotency-key': key },
            })
            .catch(() => null);
          if (res?.status === 200) {
            acknowledged.set(key, res.body.order.id as string);
            break;
          }
          if (res && res.status !== 503) {
            unexpected.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    });

    await waitFor('orders flowing', () => acknowledged.size >= 4);
    await pg.stop();
    await waitFor('both instances unready', async () =>
      (await readiness()).every((status) => status === 503),
    );
    const duringOutage = acknowledged.size;
    await pg.start();
    await waitFor('both instances ready again', async () =>
      (await readiness()).every((status) => status === 200),
    );
    await waitFor('orders flowing again', () => acknowledged.size >= duringOutage + 4);
    stopping = true;
    await Promise.all(shoppers);

    expect(unexpected).toEqual([]);
    const ids = [...acknowledged.values()];
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await app.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('notes', '=', 'cluster readiness')
      .execute();
    expect(stored.map((o) => o.id).sort()).toEqual([...ids].sort());
  });
});
