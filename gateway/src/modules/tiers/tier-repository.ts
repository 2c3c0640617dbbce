import type { DbOrTx } from '../../db/schema';

export interface TierJson {
  id: string;
  name: string;
  description: string | null;
  country_id: number;
  is_default: boolean;
  shops: number[];
}

async function withShops(db: DbOrTx, tiers: Omit<TierJson, 'shops'>[]): Promise<TierJson[]> {
  if (tiers.length === 0) return [];
  const links = await db
    .selectFrom('tier_shops')
    .select(['tier_id', 'shop_id'])
    .where(
      'tier_id',
      'in',
      tiers.map((t) => t.id),
    )
    .orderBy('shop_id')
    .execute();
  return tiers.map((t) => ({
    ...t,
    shops: links.filter((l) => l.tier_id === t.id).map((l) => l.shop_id),
  }));
}

export async function findTier(db: DbOrTx, id: string): Promise<TierJson | undefined> {
  const tier = await db
    .selectFrom('tiers')
    .select(['id', 'name', 'description', 'country_id', 'is_default'])
    .where('id', '=', id)
    .executeTakeFirst();
  return tier ? (await withShops(db, [tier]))[0] : undefined;
}

/**
 * The first default tier of the country that applies to the shop: one listing the shop wins
 * over a country-wide one (a default tier with no shops applies to every shop).
 */
export async function defaultTierFor(
  db: DbOrTx,
  shopId: number,
  countryId: number,
): Promise<TierJson | undefined> {
  const candidates = await withShops(
    db,
    await db
      .selectFrom('tiers')
      .select(['id', 'name', 'description', 'country_id', 'is_default'])
      .where('country_id', '=', countryId)
      .where('is_default', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  );
  return (
    candidates.find((t) => t.shops.includes(shopId)) ?? candidates.find((t) => t.shops.length === 0)
  );
}
