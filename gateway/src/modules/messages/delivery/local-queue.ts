import type { Logger } from 'pino';
import { DeliveryFailed } from './deliver';
import type { DeliverFn, MessageQueue, RetryPolicy } from './queue';

/**
 * The single-process queue for PGlite (`npm start`): the same attempts and exponential
 * back-off as BullMQ, held in memory. Nothing is lost on a crash, because the rows are the
 * record: at start the relay hands every unfinished message over again.
 */
export function createLocalQueue(
  retry: RetryPolicy,
  deliver: DeliverFn,
  logger: Logger,
): MessageQueue {
  const known = new Set<number>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let started = false;
  let closed = false;

  const attempt = (id: number, number: number) => {
    if (closed) return;
    const run = (async () => {
      try {
        await deliver(id, { number, of: retry.attempts });
        known.delete(id);
      } catch (error) {
        if (error instanceof DeliveryFailed && error.final) {
          known.delete(id);
          return;
        }
        if (!(error instanceof DeliveryFailed))
          logger.warn({ err: error, outboxId: id }, 'message delivery attempt broke off');
        if (number >= retry.attempts) {
          known.delete(id);
          return;
        }
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            attempt(id, number + 1);
          },
          retry.backoffMs * 2 ** (number - 1),
        );
        timers.add(timer);
      }
    })();
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  const pending: number[] = [];
  return {
    kind: 'in-process',
    async add(messages) {
      for (const { id } of messages) {
        if (known.has(id)) continue;
        known.add(id);
        if (started) attempt(id, 1);
        else pending.push(id);
      }
    },
    start() {
      started = true;
      for (const id of pending.splice(0)) attempt(id, 1);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
