import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../../db/schema';
import { inSpanFrom } from '../../../telemetry/tracing';
import type { MessageProvider } from '../message-provider';
import { attempted } from './attempts';

export interface DeliveryDeps {
  db: Kysely<Database>;
  provider: MessageProvider;
  logger: Logger;
  /** How long a claim lasts; a worker that dies mid-delivery loses the message after it. */
  leaseMs: number;
  /**
   * How long a failed message may wait for its retry before the relay hands it over again
   * (the queue's back-off for this attempt plus the handover lease): a retry Redis forgot is
   * not lost.
   */
  retryLeaseMs?: (attemptNumber: number) => number;
}

/** States in which a message is finished: never delivered again. */
export const FINAL_STATES = ['sent', 'logged', 'dead', 'suppressed'] as const;

export type DeliveryOutcome = 'delivered' | 'already-done' | 'held-elsewhere';

/** A failed attempt; `final` when it was the last one and the message is now dead. */
export class DeliveryFailed extends Error {
  constructor(
    message: string,
    readonly final: boolean,
  ) {
    super(message);
    this.name = 'DeliveryFailed';
  }
}

/**
 * One delivery attempt of one outbox message. The claim is a single conditional UPDATE, so of
 * any number of workers (or duplicated jobs) at most one holds a message at a time, and a
 * message in a final state is never sent again. The provider gets the message id (the webhook
 * sends it as Idempotency-Key): if a worker dies after the provider accepted the message but
 * before recording it, the retry carries the same id and the provider drops the repeat.
 */
export async function deliverOutboxMessage(
  deps: DeliveryDeps,
  id: number,
  attempt: { number: number; of: number },
): Promise<DeliveryOutcome> {
  const claimed = await deps.db
    .updateTable('outbox_messages')
    .set({
      status: 'sending',
      attempts: sql`attempts + 1`,
      locked_until: sql`now() + ${`${deps.leaseMs} milliseconds`}::interval`,
    })
    .where('id', '=', id)
    .where('status', 'not in', [...FINAL_STATES])
    .where((eb) =>
      eb.or([eb('status', '<>', 'sending'), eb('locked_until', '<', sql<Date>`now()`)]),
    )
    .returning(['id', 'to', 'template', 'params', 'message', 'traceparent'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await deps.db
      .selectFrom('outbox_messages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    return !row || (FINAL_STATES as readonly string[]).includes(row.status)
      ? 'already-done'
      : 'held-elsewhere';
  }

  let error: string;
  try {
    const result = await attempted(deps.db, claimed.id, () =>
      inSpanFrom(
        claimed.traceparent,
        'outbox deliver',
        { 'messaging.message.id': String(id), 'barrio.outbox.attempt': attempt.number },
        () =>
          deps.provider.deliver({
            id: claimed.id,
            to: claimed.to,
            template: claimed.template,
            params: claimed.params ?? null,
            message: claimed.message,
          }),
      ),
    );
    if (result.status !== 'failed') {
      await deps.db
        .updateTable('outbox_messages')
        .set({
          status: result.status,
          error: result.error ?? null,
          sent_at: result.status === 'suppressed' ? null : sql`now()`,
          locked_until: null,
        })
        .where('id', '=', id)
        .execute();
      return 'delivered';
    }
    error = result.error ?? 'the provider refused the message';
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  const final = attempt.number >= attempt.of;
  const retryLeaseMs = deps.retryLeaseMs?.(attempt.number) ?? deps.leaseMs;
  await deps.db
    .updateTable('outbox_messages')
    .set({
      status: final ? 'dead' : 'retrying',
      error,
      locked_until: final ? null : sql`now() + ${`${retryLeaseMs} milliseconds`}::interval`,
    })
    .where('id', '=', id)
    .execute();
  deps.logger.warn(
    { outboxId: id, attempt: attempt.number, of: attempt.of, final },
    final ? 'message dead-lettered after its last attempt' : 'message delivery failed; will retry',
  );
  throw new DeliveryFailed(error, final);
}
