import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A leader adding a phone that is not yet in their group invites it: no account is created, no
 * power over anyone starts. The person accepts after signing in with that phone ("Mis pedidos"),
 * and only then joins the group. One invitation per group and phone.
 */
const upStatements = [
  `create table neighbour_invitations (
     id serial primary key,
     community_leader_id integer not null references community_leaders (id) on delete cascade,
     beneficiary_group_id integer not null references beneficiary_groups (id) on delete cascade,
     phone text not null,
     first_name text not null,
     last_name text not null default '',
     status text not null default 'pending',
     created_at timestamptz not null default now(),
     answered_at timestamptz,
     unique (beneficiary_group_id, phone)
   )`,
  `create index neighbour_invitations_phone_idx on neighbour_invitations (phone)
     where status = 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, ['drop table if exists neighbour_invitations']);
}
