import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The outbox becomes a transactional outbox: order and payment messages are rows written in
 * the transaction that causes them (status 'pending'), handed to the queue by a relay and
 * delivered by a worker. A dedupe key makes writing the same message twice a no-op; the lease
 * (`locked_until`) lets another worker take over a message whose worker died mid-delivery.
 */
const upStatements = [
  `alter table outbox_messages add column attempts integer not null default 0`,
  `alter table outbox_messages add column dedupe_key text`,
  `alter table outbox_messages add column locked_until timestamptz`,
  `alter table outbox_messages add constraint outbox_messages_dedupe_key unique (dedupe_key)`,
  `create index outbox_messages_pending_idx on outbox_messages (id) where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists outbox_messages_pending_idx',
    'alter table outbox_messages drop constraint if exists outbox_messages_dedupe_key',
    'alter table outbox_messages drop column locked_until',
    'alter table outbox_messages drop column dedupe_key',
    'alter table outbox_messages drop column attempts',
  ]);
}
