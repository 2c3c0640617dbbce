/**
 * Issue 27, finding 1: Redis loses its data (killed with no persistence, restarted empty) while
 * a backlog of messages waits in its queue. The outbox table is the record: every unfinished
 * row comes back to the queue once its lease runs out, and every message is delivered.
 * Finding 8: every provider call is recorded before it is made.
 */
import pino from 'pino';
import { OutboxWorker } from '../../src/modules/messages/delivery/outbox-worker';
import type { MessageProvider, OutgoingMessage } from '../../src/modules/messages/message-provider';
import { outboxInsert, outboxRows } from '../../src/modules/messages/outbox-writer';
import { createRedisSharedState } from '../../src/shared-state/shared-state';
import type { SharedState } from '../../src/shared-state/shared-state';
import { START_TIMEOUT_MS, startTestApp, type TestApp } from '../harness';
import { ThrowawayRedis } from './throwaway-redis';

jest.setTimeout(240_000);

const BACKLOG = 112;
const REDIS_PORT = Number(process.env.SECURITY_TEST_REDIS_PORT ?? 18131);

/** Holds every delivery until released: the backlog stays in the queue while Redis dies. */
class HeldProvider implements MessageProvider {
  readonly name = 'outbox';
  readonly delivered = new Set<number>();
  inFlight = 0;
  private release: () => void = () => {};
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));
  async deliver(message: OutgoingMessage) {
    this.inFlight += 1;
    await this.released;
    this.inFlight -= 1;
    this.delivered.add(message.id);
    return { status: 'sent' as const };
  }
  open(): void {
    this.release();
  }
}

let app: TestApp;
let redis: ThrowawayRedis;
let shared: SharedState;
let worker: OutboxWorker;

beforeAll(async () => {
  redis = new ThrowawayRedis(REDIS_PORT);
  await redis.start();
  app = await startTestApp({ seed: false });
  shared = await createRedisSharedState(
    { redisUrl: redis.url, redisPrefix: `security-outbox-${process.pid}:` },
    pino({ level: 'silent' }),
  );
}, START_TIMEOUT_MS);

afterAll(async () => {
  await worker?.close().catch(() => undefined);
  await shared?.close().catch(() => undefined);
  await app?.close();
  await redis?.destroy();
});

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const countByStatus = async () => {
  const rows = await app.ctx.db
    .selectFrom('outbox_messages')
    .select(['status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
};

test('a backlog queued in Redis is delivered in full after Redis restarts empty', async () => {
  const provider = new HeldProvider();
  const logger = pino({ level: 'silent' });
  worker = new OutboxWorker({
    db: app.ctx.db,
    provider,
    logger,
    config: {
      outboxAttempts: 6,
      outboxBackoffMs: 200,
      outboxLeaseMs: 5000,
      // Short so the test is quick; the default (45 s) keeps the same promise within a minute.
      outboxHandoverLeaseMs: 10_000,
    },
    shared,
    pollMs: 100,
  });
  expect(worker.queue.kind).toBe('bullmq');
  const now = new Date();
  await outboxInsert(
    app.ctx.db,
    outboxRows(
      'outbox',
      Array.from({ length: BACKLOG }, (_, i) => ({
        to: `+5255000${String(i).padStart(5, '0')}`,
        template: 'order_confirmation',
        message: `message ${i}`,
        params: { n: i },
        dedupeKey: `redis-restart:${i}`,
      })),
      now,
    ),
  ).execute();
  await worker.start();

  // Every row handed to Redis, a few of them in the provider's hands.
  await waitFor(
    'the backlog to be in the queue',
    async () => {
      const counts = await countByStatus();
      return (counts.pending ?? 0) === 0 && provider.inFlight > 0;
    },
    60_000,
  );

  await redis.kill();
  await redis.start();
  provider.open();

  const started = Date.now();
  await waitFor(
    'every message to be delivered',
    async () => (await countByStatus()).sent === BACKLOG,
    120_000,
  );
  expect(Date.now() - started).toBeLessThan(120_000);
  expect(provider.delivered.size).toBe(BACKLOG);

  // Finding 8: every provider call was recorded before it was made, and finished with its outcome.
  const attempts = await app.ctx.db
    .selectFrom('outbox_attempts')
    .select(['outbox_id', 'outcome'])
    .execute();
  expect(new Set(attempts.map((a) => a.outbox_id)).size).toBe(BACKLOG);
  expect(attempts.filter((a) => a.outcome === 'sent').length).toBeGreaterThanOrEqual(BACKLOG);
});
