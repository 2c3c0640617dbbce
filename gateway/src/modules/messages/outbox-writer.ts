import type { QueryCreator } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';

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

/** The insert of messages as 'pending' rows; a same cause written twice keeps the first row. */
export function outboxInsert(
  db: QueryCreator<Database>,
  provider: string,
  entries: OutboxEntry[],
  now: Date,
) {
  return db
    .insertInto('outbox_messages')
    .values(
      entries.map((entry) => ({
        to: entry.to,
        template: entry.template,
        params: JSON.stringify(entry.params),
        message: entry.message,
        provider: entry.provider ?? provider,
        status: 'pending',
        dedupe_key: entry.dedupeKey,
        created_at: now,
      })),
    )
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
  await outboxInsert(trx, provider, entries, now).execute();
}
