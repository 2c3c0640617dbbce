import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A guest's order no longer lands in the account that owns the phone: guests get records of
 * their own (one per phone, flagged), so a phone may have one account and one guest record.
 * Sign-in limits move to atomic counters keyed by phone and requester.
 */
const upStatements = [
  `alter table customers add column is_guest boolean not null default false`,
  `alter table customers drop constraint customers_phone_key`,
  `create unique index customers_account_phone_key on customers (phone) where not is_guest`,
  `create unique index customers_guest_phone_key on customers (phone) where is_guest`,
  `create table rate_counters (
    key text primary key,
    window_start timestamptz not null,
    count integer not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop table if exists rate_counters',
    'delete from customers where is_guest',
    'drop index if exists customers_guest_phone_key',
    'drop index if exists customers_account_phone_key',
    'alter table customers add constraint customers_phone_key unique (phone)',
    'alter table customers drop column is_guest',
  ]);
}
