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
