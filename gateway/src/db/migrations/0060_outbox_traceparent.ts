import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * An outbox row keeps the W3C traceparent of the request that wrote it, so that its hand-off to
 * the queue and its delivery, in another process and later, show in the same trace as the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'alter table outbox_messages add column if not exists traceparent text',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['alter table outbox_messages drop column if exists traceparent']);
}
