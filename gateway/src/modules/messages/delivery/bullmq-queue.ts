import { Queue, UnrecoverableError, Worker } from 'bullmq';
import type { RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { DeliveryFailed } from './deliver';
import type { DeliverFn, MessageQueue, RetryPolicy } from './queue';

const QUEUE_NAME = 'outbox';

export interface BullQueueOptions {
  connection: RedisOptions;
  prefix: string;
  retry: RetryPolicy;
  /** The job lock: a worker that stops renewing it (killed) loses the job after this long. */
  lockMs: number;
  concurrency?: number;
  logger: Logger;
}

/**
 * BullMQ on the shared Redis: retries with exponential back-off, stalled-job recovery when a
 * worker dies mid-job, and any number of worker processes. The job id is the message id, so
 * the relay adding a message twice (crash between handing over and marking) queues it once.
 */
export function createBullQueue(options: BullQueueOptions, deliver: DeliverFn): MessageQueue {
  const prefix = `${options.prefix}bull`;
  const queue = new Queue(QUEUE_NAME, { connection: options.connection, prefix });
  queue.on('error', (error) => options.logger.warn({ err: error }, 'message queue error'));
  let worker: Worker | undefined;
  return {
    kind: 'bullmq',
    async add(messages) {
      const jobIdOf = ({ id, attempts }: { id: number; attempts: number }) =>
        `message-${id}-${attempts}`;
      // A row handed over again (its lease ran out) whose job BullMQ already gave up on or
      // finished would be ignored under the same id: that job is removed so the row is taken.
      await Promise.all(
        messages.map(async (message) => {
          const job = await queue.getJob(jobIdOf(message));
          if (job && ((await job.isFailed()) || (await job.isCompleted()))) await job.remove();
        }),
      );
      await queue.addBulk(
        messages.map(({ id, attempts }) => ({
          name: 'deliver',
          data: { id },
          opts: {
            jobId: jobIdOf({ id, attempts }),
            attempts: options.retry.attempts,
            backoff: { type: 'exponential', delay: options.retry.backoffMs },
            // Kept a day so that a late duplicate add is still recognised; the row is the record.
            removeOnComplete: { age: 24 * 3600 },
            removeOnFail: { age: 7 * 24 * 3600 },
          },
        })),
      );
    },
    start() {
      worker = new Worker(
        QUEUE_NAME,
        async (job) => {
          const { id } = job.data as { id: number };
          try {
            const outcome = await deliver(id, {
              number: job.attemptsMade + 1,
              of: options.retry.attempts,
            });
            // Still leased by a worker that may have died: try again after the back-off.
            if (outcome === 'held-elsewhere') throw new Error(`message ${id} is leased elsewhere`);
          } catch (error) {
            // The row is already dead: BullMQ must not try again.
            if (error instanceof DeliveryFailed && error.final)
              throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        {
          connection: options.connection,
          prefix,
          concurrency: options.concurrency ?? 8,
          lockDuration: options.lockMs,
          stalledInterval: Math.max(500, Math.floor(options.lockMs / 2)),
          maxStalledCount: 5,
        },
      );
      worker.on('error', (error) => options.logger.warn({ err: error }, 'message worker error'));
    },
    async close() {
      // Worker.close() waits for the jobs in progress to finish.
      await worker?.close();
      await queue.close();
    },
  };
}
