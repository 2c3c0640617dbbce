import type { DbOrTx } from '../../../db/schema';
import type { DeliveryResult } from '../message-provider';

/**
 * Records a call to a provider before it is made. A worker (or database) that dies after the
 * provider took the message but before its outcome was stored leaves an attempt with no outcome;
 * the retry adds a second one, so a repeat is visible in the outbox rather than silent. The
 * retry carries the same Idempotency-Key (the outbox id), so a provider that honours it sends
 * once; one that ignores it sends twice, and these rows show which messages that may have hit.
 */
export async function startAttempt(db: DbOrTx, outboxId: number): Promise<number> {
  const row = await db
    .insertInto('outbox_attempts')
    .values({ outbox_id: outboxId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function finishAttempt(
  db: DbOrTx,
  attemptId: number,
  result: DeliveryResult,
): Promise<void> {
  await db
    .updateTable('outbox_attempts')
    .set({ finished_at: new Date(), outcome: result.status, error: result.error ?? null })
    .where('id', '=', attemptId)
    .execute();
}

/** Calls the provider between the two records; a thrown error is recorded as a failure. */
export async function attempted(
  db: DbOrTx,
  outboxId: number,
  call: () => Promise<DeliveryResult>,
): Promise<DeliveryResult> {
  const attemptId = await startAttempt(db, outboxId);
  let result: DeliveryResult;
  try {
    result = await call();
  } catch (thrown) {
    await finishAttempt(db, attemptId, {
      status: 'failed',
      error: thrown instanceof Error ? thrown.message : String(thrown),
    });
    throw thrown;
  }
  await finishAttempt(db, attemptId, result);
  return result;
}
