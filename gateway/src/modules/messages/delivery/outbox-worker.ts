import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import type { SharedState } from '../../../shared-state/shared-state';
import type { MessageProvider } from '../message-provider';
import { createBullQueue } from './bullmq-queue';
import { deliverOutboxMessage } from './deliver';
import { createLocalQueue } from './local-queue';
import type { MessageQueue } from './queue';

const RELAY_BATCH = 200;

export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  provider: MessageProvider;
  logger: Logger;
  config: Pick<Config, 'outboxAttempts' | 'outboxBackoffMs' | 'outboxLeaseMs'> &
    Partial<Pick<Config, 'outboxHandoverLeaseMs'>>;
  shared: SharedState;
  /** How often committed messages are looked for. */
  pollMs?: number;
}

/** The handover lease when none is configured (config.ts: OUTBOX_HANDOVER_LEASE_MS). */
export const DEFAULT_HANDOVER_LEASE_MS = 45_000;

/**
 * The relay and the consumer of the transactional outbox. The relay finds committed 'pending'
 * rows (whoever wrote them, in whichever process, even one killed right after its commit),
 * hands them to the queue and marks them 'queued' under a lease; the queue delivers them with
 * retries. With Redis the queue is BullMQ and may run in its own processes; without it, in this
 * process. The table, not the queue, is the record: a row not finished when its lease runs out
 * (Redis restarted empty, a worker died, a retry was forgotten) is handed over again.
 */
export class OutboxWorker {
  readonly queue: MessageQueue;
  private readonly handoverLeaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private relaying: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly deps: OutboxWorkerDeps) {
    const retry = { attempts: deps.config.outboxAttempts, backoffMs: deps.config.outboxBackoffMs };
    this.handoverLeaseMs = deps.config.outboxHandoverLeaseMs ?? DEFAULT_HANDOVER_LEASE_MS;
    const deliver = (id: number, attempt: { number: number; of: number }) =>
      deliverOutboxMessage(
        {
          db: deps.db,
          provider: deps.provider,
          logger: deps.logger,
          leaseMs: deps.config.outboxLeaseMs,
          // The queue's own retry comes after this back-off; the lease covers it and more.
          retryLeaseMs: (n) => retry.backoffMs * 2 ** (n - 1) + this.handoverLeaseMs,
        },
        id,
        attempt,
      );
    const connection = deps.shared.queueConnection();
    this.queue = connection
      ? createBullQueue(
          {
            connection,
            prefix: deps.shared.prefix,
            retry,
            lockMs: deps.config.outboxLeaseMs,
            logger: deps.logger,
          },
          deliver,
        )
      : createLocalQueue(retry, deliver, deps.logger);
  }

  async start(): Promise<void> {
    if (this.queue.kind === 'in-process') {
      // Jobs of an in-memory queue died with their process: hand over again whatever was
      // queued or waiting for a retry, and what a dead process was delivering (lease expired).
      await this.deps.db
        .updateTable('outbox_messages')
        .set({ status: 'pending' })
        .where((eb) =>
          eb.or([
            eb('status', 'in', ['queued', 'retrying']),
            eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', sql<Date>`now()`)]),
          ]),
        )
        .execute();
    }
    this.queue.start();
    const poll = this.deps.pollMs ?? 200;
    const loop = () => {
      if (this.stopped) return;
      this.relaying = this.relayOnce()
        .then(() => undefined)
        .catch((error: unknown) => {
          this.deps.logger.debug({ err: error }, 'outbox relay skipped a round');
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, poll);
        });
    };
    loop();
    this.deps.logger.info({ queue: this.queue.kind }, 'message worker started');
  }

  /** Hands every committed, not yet queued message to the queue; returns how many. */
  async relayOnce(): Promise<number> {
    await this.takeBackExpired();
    const rows = await this.deps.db
      .selectFrom('outbox_messages')
      .select(['id', 'attempts'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(RELAY_BATCH)
      .execute();
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    // Queue first, mark second: a crash in between queues a message twice, which the queue
    // (job id = message id and attempt count) and the delivery claim both absorb; the other
    // order could lose it.
    await this.queue.add(rows);
    await this.deps.db
      .updateTable('outbox_messages')
      .set({
        status: 'queued',
        locked_until: sql`now() + ${`${this.handoverLeaseMs} milliseconds`}::interval`,
      })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .execute();
    return ids.length;
  }

  /**
   * Unfinished rows whose lease ran out go back to 'pending', to be handed over again: queued
   * or waiting for a retry that the queue has not run (Redis lost its data, or the job is
   * still waiting behind a backlog), or being delivered by a worker that died. Handing over a
   * job the queue still holds is a no-op (same job id); a message still in a live delivery is
   * never taken (its lease is renewed by nobody but runs only as long as one provider call).
   */
  private async takeBackExpired(): Promise<void> {
    await this.deps.db
      .updateTable('outbox_messages')
      .set({ status: 'pending' })
      .where('status', 'in', ['queued', 'retrying', 'sending'])
      .where((eb) =>
        eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
      )
      .execute();
  }

  /** Stops relaying and waits for the deliveries in progress (graceful shutdown). */
  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.relaying;
    await this.queue.close();
  }
}
