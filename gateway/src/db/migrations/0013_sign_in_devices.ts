import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Devices that have signed in as a phone (the `barrio_device` cookie, stored keyed-hashed). Such
 * a device may always ask for a fresh code once a minute, whatever a stranger did to the phone's
 * or the shared address's limits: the owner on a carrier's NAT is not locked out.
 */
const upStatements = [
  `create table sign_in_devices (
     phone text not null,
     device_hash text not null,
     created_at timestamptz not null default now(),
     last_signed_in_at timestamptz not null default now(),
     primary key (phone, device_hash)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table if exists sign_in_devices']);
}
