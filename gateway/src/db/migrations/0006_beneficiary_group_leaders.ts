import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A beneficiary group is coordinated by one community leader: the leader orders for its
 * members and nobody else, and a neighbour the leader adds joins that group.
 */
const upStatements = [
  `alter table beneficiary_groups
    add column if not exists community_leader_id integer references community_leaders(id)`,
  `create index if not exists beneficiary_groups_leader_idx on beneficiary_groups (community_leader_id)`,
  `create index if not exists customers_beneficiary_group_idx on customers (beneficiary_group_id)`,
  `create index if not exists orders_acting_leader_idx
    on orders (acting_community_leader_id, created_at desc) where acting_community_leader_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, upStatements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    'drop index if exists orders_acting_leader_idx',
    'drop index if exists customers_beneficiary_group_idx',
    'drop index if exists beneficiary_groups_leader_idx',
    'alter table beneficiary_groups drop column if exists community_leader_id',
  ]);
}
