import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The outbox table is the queue's record, whatever Redis remembers. A row handed to the queue
 * carries a lease (`locked_until`, already used while a worker delivers it): when the lease runs
 * out before the row is finished, the relay hands it over again, so a Redis that lost its data
 * cannot strand a message. Every call to a provider is recorded in `outbox_attempts` *before*
 * it is made, so a message sent again after a crash shows two attempts.
 */
const upStatements = [
  `create table outbox_attempts (
     id bigserial primary key,
     outbox_id integer not null references outbox_messages (id) on delete cascade,
     started_at timestamptz not null default now(),
     finished_at timestamptz,
     outcome text,
     error text
   )`,
  `create index outbox_attempts_outbox_idx on outbox_attempts (outbox_id)`,
  // The relay's sweep: unfinished rows whose lease has run out.
  `create index outbox_messages_unfinished_idx on outbox_messages (locked_until)
     where status in ('queued', 'retrying', 'sending')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists outbox_messages_unfinished_idx',
    'drop table if exists outbox_attempts',
  ]);
}
