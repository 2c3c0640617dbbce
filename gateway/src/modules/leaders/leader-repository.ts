import type { DbOrTx } from '../../db/schema';

export interface LeaderRow {
  id: number;
  customer_id: number;
  shop_id: number;
  country_id: number;
  name: string;
  last_name: string;
}

export async function findLeader(db: DbOrTx, leaderId: number): Promise<LeaderRow | undefined> {
  return db
    .selectFrom('community_leaders')
    .innerJoin('customers', 'customers.id', 'community_leaders.customer_id')
    .innerJoin('shops', 'shops.id', 'community_leaders.shop_id')
    .select([
      'community_leaders.id',
      'community_leaders.customer_id',
      'community_leaders.shop_id',
      'shops.country_id',
      'customers.name',
      'customers.last_name',
    ])
    .where('community_leaders.id', '=', leaderId)
    .executeTakeFirst();
}

export async function findGroupLedBy(db: DbOrTx, leaderId: number) {
  return db
    .selectFrom('beneficiary_groups')
    .select(['id', 'name', 'description', 'country_id'])
    .where('community_leader_id', '=', leaderId)
    .orderBy('id')
    .executeTakeFirst();
}

const MAX_NEIGHBOURS = 500;

export async function findNeighbours(db: DbOrTx, groupId: number, search: string | null) {
  let query = db
    .selectFrom('customers')
    .select(['id as customer_id', 'name', 'last_name', 'phone'])
    .where('beneficiary_group_id', '=', groupId)
    .orderBy('name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(MAX_NEIGHBOURS);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = search.replace(/\D/g, '');
    query = query.where((eb) =>
      eb.or([
        eb(
          eb.fn('concat_ws', [eb.val(' '), eb.ref('name'), eb.ref('last_name')]),
          'ilike',
          pattern,
        ),
        ...(digits.length >= 3 ? [eb('phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query.execute();
}

/**
 * Whoever a phone belongs to, a guest's record included (a neighbour may have only ordered as
 * a guest); signing in reads accounts only, with auth's findCustomerByPhone.
 */
export async function findPersonByPhone(db: DbOrTx, phone: string) {
  return db
    .selectFrom('customers')
    .select(['id', 'name', 'last_name', 'phone', 'country_id', 'beneficiary_group_id'])
    .where('phone', '=', phone)
    .executeTakeFirst();
}

/** Orders the leader placed for someone, newest pickup day first. */
export async function findOrdersPlacedBy(db: DbOrTx, leaderId: number, limit: number) {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.status',
      'orders.created_at',
      'orders.delivery_date',
      'orders.total',
      'orders.country_id',
      'shops.slug as shop_slug',
      'customers.id as customer_id',
      'customers.name',
      'customers.last_name',
      'customers.phone',
    ])
    .where('orders.acting_community_leader_id', '=', leaderId)
    .orderBy('orders.delivery_date', 'desc')
    .orderBy('orders.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, total: Number(r.total) }));
}

export async function findCommunityLeader(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; customer_id: number; shop_id: number } | undefined> {
  return db
    .selectFrom('community_leaders')
    .select(['id', 'customer_id', 'shop_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
