import type { DbOrTx } from '../../db/schema';

const RECENT_ORDER_DAYS = 90;

export async function customerPhone(db: DbOrTx, customerId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('phone')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.phone;
}

/** The owner or a community leader of a shop where the customer has a live recent order. */
export async function isContactOfCustomersShops(
  db: DbOrTx,
  customerId: number,
  phone: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - RECENT_ORDER_DAYS * 24 * 60 * 60 * 1000);
  const shopIds = db
    .selectFrom('orders')
    .select('shop_id')
    .where('customer_id', '=', customerId)
    .where('status', '!=', 'canceled')
    .where('created_at', '>=', since);
  const owner = await db
    .selectFrom('shops')
    .innerJoin('customers', 'customers.id', 'shops.owner_customer_id')
    .select('shops.id')
    .where('customers.phone', '=', phone)
    .where('shops.id', 'in', shopIds)
    .executeTakeFirst();
  if (owner) return true;
  const leader = await db
    .selectFrom('community_leaders')
    .innerJoin('customers', 'customers.id', 'community_leaders.customer_id')
    .select('community_leaders.id')
    .where('customers.phone', '=', phone)
    .where('community_leaders.shop_id', 'in', shopIds)
    .executeTakeFirst();
  return leader !== undefined;
}

/** A customer with an order in one of these shops, or who belongs to one of them. */
export async function isCustomerOfShops(
  db: DbOrTx,
  shopIds: number[],
  phone: string,
): Promise<boolean> {
  if (shopIds.length === 0) return false;
  const row = await db
    .selectFrom('customers')
    .select('customers.id')
    .where('customers.phone', '=', phone)
    .where((eb) =>
      eb.or([
        eb('customers.shop_id', 'in', shopIds),
        eb.exists(
          eb
            .selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.customer_id', '=', 'customers.id')
            .where('orders.shop_id', 'in', shopIds),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecentRequests(
  db: DbOrTx,
  senderId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('message_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sender_customer_id', '=', senderId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRequest(
  db: DbOrTx,
  request: { sender_customer_id: number; to: string; created_at: Date },
): Promise<number> {
  const row = await db
    .insertInto('message_requests')
    .values(request)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function linkRequestToOutbox(
  db: DbOrTx,
  requestId: number,
  outboxId: number,
): Promise<void> {
  await db
    .updateTable('message_requests')
    .set({ outbox_message_id: outboxId })
    .where('id', '=', requestId)
    .execute();
}
