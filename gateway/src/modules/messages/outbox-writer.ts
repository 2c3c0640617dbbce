import type { Insertable, QueryCreator } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import { currentTraceparent } from '../../telemetry/tracing';

export interface OutboxEntry {
  to: string;
  message: string;
  template: string;
  params: Record<string, unknown>;
  /** What caused the message, once: `order:<id>:confirmation`, `payment:<link>`… */
  dedupeKey: string;
  /** Who delivers it, when not the writer's provider (an order's push beside its messages). */
  provider?: string;
}

/** Messages as the outbox keeps them, 'pending' until the worker delivers them. */
export function outboxRows(
  provider: string,
  entries: OutboxEntry[],
  now: Date,
): Insertable<Database['outbox_messages']>[] {
  // The delivery continues the trace of the request that wrote the message.
  const traceparent = currentTraceparent();
  return entries.map((entry) => ({
    to: entry.to,
    template: entry.template,
    params: JSON.stringify(entry.params),
    message: entry.message,
    provider: entry.provider ?? provider,
    status: 'pending',
    dedupe_key: entry.dedupeKey,
    created_at: now,
    traceparent,
  }));
}

/** The insert of outbox rows (outboxRows); a same cause written twice keeps the first row. */
export function outboxInsert(
  db: QueryCreator<Database>,
  rows: Insertable<Database['outbox_messages']>[],
) {
  return db
    .insertInto('outbox_messages')
    .values(rows)
    .onConflict((oc) => oc.column('dedupe_key').doNothing());
}

/**
 * Writes messages as 'pending' rows in the caller's transaction: they exist exactly when the
 * change that caused them committed, and the worker delivers them after the commit. Writing
 * the same cause twice (a retried callback) keeps the first row.
 */
export async function writeToOutbox(
  trx: DbOrTx,
  provider: string,
  entries: OutboxEntry[],
  now: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await outboxInsert(trx, outboxRows(provider, entries, now)).execute();
}
