import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

export async function customerProfile(db: DbOrTx, id: number) {
  return db
    .selectFrom('customers')
    .select([
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
      'shop_id',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function beneficiaryGroupOf(db: DbOrTx, customerId: number) {
  return db
    .selectFrom('customers')
    .innerJoin('beneficiary_groups', 'beneficiary_groups.id', 'customers.beneficiary_group_id')
    .select([
      'beneficiary_groups.id',
      'beneficiary_groups.name',
      'beneficiary_groups.description',
      'beneficiary_groups.country_id',
    ])
    .where('customers.id', '=', customerId)
    .executeTakeFirst();
}

export async function communityLeaderWithCustomer(db: DbOrTx, communityLeaderId: number) {
  return db
    .selectFrom('community_leaders')
    .innerJoin('customers', 'customers.id', 'community_leaders.customer_id')
    .innerJoin('shops', 'shops.id', 'community_leaders.shop_id')
    .select([
      'community_leaders.id as community_leader_id',
      'community_leaders.shop_id',
      'shops.slug as shop_slug',
      'customers.id as customer_id',
      'customers.name',
      'customers.last_name',
      'customers.phone',
      'customers.country_id',
    ])
    .where('community_leaders.id', '=', communityLeaderId)
    .executeTakeFirst();
}

export async function findPicture(db: DbOrTx, customerId: number) {
  return db
    .selectFrom('profile_pictures')
    .select(['content_type', 'data', 'updated_at'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export async function savePicture(
  db: DbOrTx,
  picture: {
    customer_id: number;
    content_type: string;
    data: Uint8Array;
    width: number;
    height: number;
    updated_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('profile_pictures')
    .values(picture)
    .onConflict((oc) =>
      oc.column('customer_id').doUpdateSet({
        content_type: picture.content_type,
        data: picture.data,
        width: picture.width,
        height: picture.height,
        updated_at: picture.updated_at,
      }),
    )
    .execute();
}

export interface CustomerRecord {
  id: number;
  name: string;
  last_name: string;
  phone: string;
  country_id: number;
  shop_id: number | null;
  customer_type_id: number;
  customer_sub_type_id: number | null;
  inswitch_entity_id: string | null;
}

export const customerRecordColumns = [
  'id',
  'name',
  'last_name',
  'phone',
  'country_id',
  'shop_id',
  'customer_type_id',
  'customer_sub_type_id',
  'inswitch_entity_id',
] as const;

export async function findCustomer(db: DbOrTx, id: number): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .select(customerRecordColumns)
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks the customer's row for the rest of the transaction: every order, edit and wallet
 * movement of one customer runs one at a time, so per-delivery limits and balances hold
 * across parallel requests and gateway instances.
 */
export async function lockCustomer(db: DbOrTx, id: number): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .select(customerRecordColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The guest record of a phone (created on its first guest order), locked for the rest of the
 * transaction, and whether this call created it. Never the account that may own the same
 * phone: a guest's order, limits and coupon uses stay off that account. A new guest's row
 * comes back from its insert (uncommitted, so nobody else can see or lock it): one statement
 * instead of an insert and a locking read.
 */
export async function findOrCreateGuestCustomer(
  db: DbOrTx,
  guest: {
    phone: string;
    name: string;
    last_name: string;
    email: string | null;
    country_id: number;
  },
): Promise<{ customer: CustomerRecord; created: boolean }> {
  const inserted = await db
    .insertInto('customers')
    .values({
      phone: guest.phone,
      name: guest.name,
      last_name: guest.last_name,
      email: guest.email,
      country_id: guest.country_id,
      is_guest: true,
    })
    .onConflict((oc) =>
      oc
        .column('phone')
        .where(sql<boolean>`is_guest`)
        .doNothing(),
    )
    .returning(customerRecordColumns)
    .executeTakeFirst();
  if (inserted) return { customer: inserted, created: true };
  const customer = await lockGuestByPhone(db, guest.phone);
  if (!customer) throw new Error('guest customer vanished after insert');
  return { customer, created: false };
}

async function lockGuestByPhone(db: DbOrTx, phone: string): Promise<CustomerRecord | undefined> {
  return db
    .selectFrom('customers')
    .select(customerRecordColumns)
    .where('phone', '=', phone)
    .where('is_guest', '=', true)
    .forUpdate()
    .executeTakeFirst();
}
