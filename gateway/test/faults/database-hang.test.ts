/**
 * Issue 27, finding 12: a hung PostgreSQL (SIGSTOP: it accepts connections and answers nothing)
 * made a catalogue read wait for its statement timeout (6 s) before the 503. A request path now
 * answers 503 within a second, even as the first request to meet the hang, with no heartbeat.
 */
import { plainProducts, shop } from '../commerce-helpers';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from '../harness';
import { ownServerTestsRunHere, ThrowawayPostgres } from './throwaway-postgres';

jest.setTimeout(120_000);

let pg: ThrowawayPostgres;
let app: TestApp;

// The same whatever the pass's database: run once per `npm test`.
const describeHere = ownServerTestsRunHere ? describe : describe.skip;

beforeAll(async () => {
  if (!ownServerTestsRunHere) return;
  pg = await ThrowawayPostgres.create();
  // The default timeouts of a deployment; no heartbeat, so only the request can notice.
  app = await startTestApp({ env: { DATABASE_URL: pg.url } });
  // As server.ts does once start-up (migrations, seed) is over.
  app.ctx.dbHealth.watchForHangs();
}, START_TIMEOUT_MS);

afterAll(async () => {
  pg?.resume();
  try {
    await app?.close();
  } finally {
    await pg?.destroy();
  }
});

describeHere('a hung PostgreSQL', () => {
  test('the first catalogue read on a hung server answers 503 within a second', async () => {
    const demoMx = await shop(app, 'demo-mx');
    const products = await plainProducts(app, demoMx.catalog_id);
    const unread = products.at(-1);
    expect(unread).toBeDefined();
    expect(app.ctx.dbHealth.isUp).toBe(true);

    pg.hang();
    try {
      const started = Date.now();
      const res = await app.request('/api/products/by-ids', {
        query: { catalog_id: demoMx.catalog_id, ids: unread!.id },
      });
      const elapsed = Date.now() - started;
      expect(res.status).toBe(503);
      expect((res.body as { error: { code: string } }).error.code).toBe('database_unavailable');
      expect(elapsed).toBeLessThan(1000);
    } finally {
      pg.resume();
    }
    // Back by itself once the server answers again.
    const deadline = Date.now() + 30_000;
    while ((await app.request('/api/isready')).status !== 200) {
      if (Date.now() > deadline) throw new Error('readiness did not come back');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
});
