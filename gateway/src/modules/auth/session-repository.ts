import { sql, type Kysely } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';

export interface CustomerRow {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  email: string | null;
  country_id: number;
  tier_id: string | null;
  customer_type_id: number;
  customer_sub_type_id: number | null;
  inswitch_entity_id: string | null;
  role: 'customer' | 'support';
  shop_id: number | null;
}

const customerColumns = [
  'id',
  'name',
  'last_name',
  'phone',
  'email',
  'country_id',
  'tier_id',
  'customer_type_id',
  'customer_sub_type_id',
  'inswitch_entity_id',
  'role',
  'shop_id',
] as const;

export async function findCustomerById(db: DbOrTx, id: number): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').select(customerColumns).where('id', '=', id).executeTakeFirst();
}

/** The account that owns a phone (never a guest's record, which cannot be signed into). */
export async function findCustomerByPhone(
  db: DbOrTx,
  phone: string,
): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .select(customerColumns)
    .where('phone', '=', phone)
    .where('is_guest', '=', false)
    .executeTakeFirst();
}

export async function createCustomer(
  db: DbOrTx,
  values: { phone: string; country_id: number; name?: string; last_name?: string },
): Promise<CustomerRow> {
  return db
    .insertInto('customers')
    .values({
      phone: values.phone,
      country_id: values.country_id,
      name: values.name ?? '',
      last_name: values.last_name ?? '',
    })
    .onConflict((oc) =>
      oc
        .column('phone')
        .where(sql<boolean>`not is_guest`)
        .doUpdateSet({ phone: values.phone }),
    )
    .returning(customerColumns)
    .executeTakeFirstOrThrow();
}

export async function leadershipOf(
  db: DbOrTx,
  customerId: number,
): Promise<{ id: number; shop_id: number }[]> {
  return db
    .selectFrom('community_leaders')
    .select(['id', 'shop_id'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

export async function ownedShopIds(db: DbOrTx, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('shops')
    .select('id')
    .where('owner_customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function insertSession(
  db: Kysely<Database>,
  values: { token_hash: string; customer_id: number; expires_at: Date; created_at: Date },
): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export async function findLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ customer_id: number } | undefined> {
  return db
    .selectFrom('sessions')
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}
