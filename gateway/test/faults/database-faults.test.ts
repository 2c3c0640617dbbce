/**
 * Database faults are outages, not crashes: a PostgreSQL server of the suite's own is ended,
 * restarted, stopped and frozen under a burst of orders. The gateway (in this process: an
 * unhandled pool error would fail the run) must keep running, answer 503 quickly while the
 * server is away, come back by itself, and never lose or duplicate an acknowledged order.
 */
import { sql } from 'kysely';
import {
  line,
  orderPayload,
  plainProducts,
  shop,
  type OrderBody,
  type ShopInfo,
} from '../commerce-helpers';
import { DEMO_PHONES, startTestApp, type SignedIn, type TestApp } from '../harness';
import { ownServerTestsRunHere, ThrowawayPostgres } from './throwaway-postgres';

jest.setTimeout(180_000);

let pg: ThrowawayPostgres;
let app: TestApp;
let maria: SignedIn;
let demoMx: ShopInfo;
let productId: number;

// The same whatever the pass's database: run once per `npm test`.
const describeHere = ownServerTestsRunHere ? describe : describe.skip;

beforeAll(async () => {
  if (!ownServerTestsRunHere) return;
  pg = await ThrowawayPostgres.create();
  app = await startTestApp({
    env: {
      DATABASE_URL: pg.url,
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1500',
    },
  });
  // What server.ts does for a network database: watch it even when no request is running.
  app.ctx.dbHealth.start(200);
  maria = await app.signIn(DEMO_PHONES.customerMX);
  demoMx = await shop(app, 'demo-mx');
  const [product] = await plainProducts(app, demoMx.catalog_id);
  productId = product!.id;
});

afterAll(async () => {
  pg?.resume();
  try {
    await app?.close();
  } finally {
    // The throwaway server goes even when closing the gateway failed (a test that failed
    // mid-burst): it must never outlive the run.
    await pg?.destroy();
  }
});

/** Polls a condition (a state, never a fixed time) until it holds or the deadline passes. */
async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const isReady = async () => (await app.request('/api/isready')).status === 200;
const isNotReady = async () => (await app.request('/api/isready')).status === 503;

interface Burst {
  /** Idempotency key → id of the order the gateway acknowledged with a 200. */
  acknowledged: Map<string, string>;
  /** Answers that are neither 200 nor a retryable 503 (there must be none). */
  unexpected: string[];
  /** 503 answers seen by the shoppers. */
  unavailable: number;
  /** Stops starting new orders and waits for those under way to be acknowledged. */
  finish(): Promise<void>;
}

/**
 * Shoppers placing orders without pause, each with its own Idempotency-Key, retrying a 503
 * or a dropped connection with the same key as a well-behaved client would, until a 200.
 */
function startBurst(name: string, shoppers = 4): Burst {
  const burst: Burst = {
    acknowledged: new Map(),
    unexpected: [],
    unavailable: 0,
    finish: async () => undefined,
  };
  let stopping = false;
  let next = 0;
  const body = orderPayload(app, {
    customerId: maria.customer.id,
    shopId: demoMx.id,
    lines: [line(productId, 1)],
    notes: `burst ${name}`,
  });
  const placeOne = async (key: string) => {
    for (;;) {
      try {
        const res = await app.request<OrderBody>('/api/order', {
          method: 'POST',
          body,
          token: maria.token,
          headers: { 'idempotency-key': key },
        });
        if (res.status === 200) {
          burst.acknowledged.set(key, res.body.order.id);
          return;
        }
        if (res.status !== 503) {
          burst.unexpected.push(`${res.status} ${res.text.slice(0, 200)}`);
          return;
        }
        burst.unavailable += 1;
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      } catch {
        // The connection dropped: retry with the same key.
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const workers = Array.from({ length: shoppers }, async () => {
    while (!stopping) await placeOne(`${name}-${next++}`);
  });
  burst.finish = async () => {
    stopping = true;
    await Promise.all(workers);
  };
  return burst;
}

/** Every acknowledged order is stored, once: no loss, no duplicate from a retry. */
async function expectNothingLost(name: string, burst: Burst): Promise<void> {
  expect(burst.unexpected).toEqual([]);
  const ids = [...burst.acknowledged.values()];
  expect(new Set(ids).size).toBe(ids.length);
  const stored = await app.ctx.db
    .selectFrom('orders')
    .select('id')
    .where('notes', '=', `burst ${name}`)
    .execute();
  expect(stored.map((o) => o.id).sort()).toEqual([...ids].sort());
}

const acknowledgedAtLeast = (burst: Burst, n: number) => async () => burst.acknowledged.size >= n;

/**
 * A catalogue call while the database is away: 503 with Retry-After, within a second. The
 * products by id are never kept answers (a kept shop lookup or page is still served from
 * memory during an outage; gateway/test/front-door.test.ts covers that).
 */
async function expectFast503(): Promise<void> {
  const started = Date.now();
  const res = await app.request('/api/products/by-ids', {
    query: { catalog_id: demoMx.catalog_id, ids: productId },
  });
  const elapsed = Date.now() - started;
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((res.body as { error: { code: string } }).error.code).toBe('database_unavailable');
  expect(elapsed).toBeLessThan(1000);
  // Liveness is about the process, which is fine.
  expect((await app.request('/api/islive')).status).toBe(200);
}

describeHere('database faults during a burst of orders', () => {
  test('every backend terminated (pg_terminate_backend, failover): retried, nothing lost', async () => {
    const burst = startBurst('terminate');
    for (let round = 1; round <= 3; round += 1) {
      // Orders acknowledged since the last termination: the gateway has connected again, so
      // there are backends to terminate (a count from the burst's start may already be
      // reached while the pool is still empty).
      const before = burst.acknowledged.size;
      await waitFor('orders to be acknowledged', acknowledgedAtLeast(burst, before + 5));
      expect(await pg.terminateBackends()).toBeGreaterThan(0);
    }
    const afterLast = burst.acknowledged.size;
    await waitFor('orders after the last termination', acknowledgedAtLeast(burst, afterLast + 5));
    await burst.finish();
    expect(await isReady()).toBe(true);
    await expectNothingLost('terminate', burst);
  });

  test('the server restarts: the gateway reconnects by itself, nothing lost', async () => {
    const burst = startBurst('restart');
    await waitFor('orders to be acknowledged', acknowledgedAtLeast(burst, 5));
    await pg.restart();
    const before = burst.acknowledged.size;
    await waitFor('orders after the restart', acknowledgedAtLeast(burst, before + 5));
    await burst.finish();
    await waitFor('readiness', isReady);
    await expectNothingLost('restart', burst);
  });

  test('the server crashes and is away: 503 within a second with Retry-After, then recovery', async () => {
    const burst = startBurst('stop');
    await waitFor('orders to be acknowledged', acknowledgedAtLeast(burst, 5));
    // An immediate stop is a crash: no checkpoint, recovery from the WAL on the next start.
    await pg.stop('immediate');
    await waitFor('readiness to report the outage', isNotReady);
    const during = burst.acknowledged.size;
    await expectFast503();
    await waitFor('shoppers to be told to retry', async () => burst.unavailable > 0);
    await pg.start();
    await waitFor('readiness', isReady);
    await waitFor('orders after the outage', acknowledgedAtLeast(burst, during + 5));
    await burst.finish();
    await expectNothingLost('stop', burst);
  });

  test('the server hangs (SIGSTOP): noticed, 503 within a second, then recovery on SIGCONT', async () => {
    const burst = startBurst('hang');
    await waitFor('orders to be acknowledged', acknowledgedAtLeast(burst, 5));
    pg.hang();
    try {
      await waitFor('readiness to report the hang', isNotReady);
      await expectFast503();
    } finally {
      pg.resume();
    }
    await waitFor('readiness', isReady);
    const after = burst.acknowledged.size;
    await waitFor('orders after the hang', acknowledgedAtLeast(burst, after + 5));
    await burst.finish();
    await expectNothingLost('hang', burst);
  });
});

describeHere('a crash between the order and its idempotency record', () => {
  /** Makes recording the answer under a key fail, as a crash right after the order would. */
  async function breakIdempotencyBookkeeping(): Promise<void> {
    await sql`create or replace function fail_idempotency_done() returns trigger
      language plpgsql as $$
      begin
        raise exception 'injected crash before the idempotency record is completed';
      end $$`.execute(app.ctx.db);
    await sql`create trigger fail_idempotency_done before update on idempotency_keys
      for each row when (new.state = 'done') execute function fail_idempotency_done()`.execute(
      app.ctx.db,
    );
  }

  async function repairIdempotencyBookkeeping(): Promise<void> {
    await sql`drop trigger fail_idempotency_done on idempotency_keys`.execute(app.ctx.db);
  }

  test('a wallet order retried after the crash exists once, debited once', async () => {
    const andres = await app.signIn(DEMO_PHONES.walletCO);
    const demoCo = await shop(app, 'demo-co');
    const [product] = await plainProducts(app, demoCo.catalog_id);
    const body = orderPayload(app, {
      customerId: andres.customer.id,
      shopId: demoCo.id,
      lines: [line(product!.id, 1)],
      require_debit_from_wallet: true,
      notes: 'crash after commit',
    });
    const headers = { 'idempotency-key': 'crash-after-commit' };
    const countOrders = async () =>
      (
        await app.ctx.db
          .selectFrom('orders')
          .select('id')
          .where('notes', '=', 'crash after commit')
          .execute()
      ).length;
    const countDebits = async () =>
      (
        await app.ctx.db
          .selectFrom('wallet_movements')
          .select('id')
          .where('customer_id', '=', andres.customer.id)
          .execute()
      ).length;
    const debitsBefore = await countDebits();

    await breakIdempotencyBookkeeping();
    let first;
    try {
      first = await app.request<OrderBody>('/api/order', {
        method: 'POST',
        body,
        token: andres.token,
        headers,
      });
    } finally {
      await repairIdempotencyBookkeeping();
    }
    expect(first.status).toBe(500);

    const retry = await app.request<OrderBody>('/api/order', {
      method: 'POST',
      body,
      token: andres.token,
      headers,
    });
    expect(retry.status).toBe(200);
    const again = await app.request<OrderBody>('/api/order', {
      method: 'POST',
      body,
      token: andres.token,
      headers,
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.order.id).toBe(retry.body.order.id);
    expect(await countOrders()).toBe(1);
    expect(await countDebits()).toBe(debitsBefore + 1);
  });
});
