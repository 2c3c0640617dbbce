import { FEATURE_FLAGS, isInRollout } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';

export interface FlagRequest {
  countryId: number;
  userToken: string;
  flags?: string[];
  shopSlug?: string;
  shopId?: number;
}

/**
 * A flag is on when its row for the country is enabled, the shop is on its allow-lists (empty
 * lists allow every shop), and the user's rollout bucket is inside the percentage.
 */
function allowsShop(
  row: { shop_slugs: string[] | null; shop_ids: (number | string)[] | null },
  shopSlug: string | undefined,
  shopId: number | undefined,
): boolean {
  const slugs = row.shop_slugs ?? [];
  const ids = (row.shop_ids ?? []).map(Number);
  if (slugs.length === 0 && ids.length === 0) return true;
  return (
    (shopSlug !== undefined && slugs.includes(shopSlug)) ||
    (shopId !== undefined && ids.includes(shopId))
  );
}

/**
 * A flag that governs what a shop accepts (not what one visitor sees): on when its row for the
 * shop's country is enabled and the shop is on its allow-lists. The rollout percentage, a
 * per-visitor split, does not apply: every customer of the shop gets the same rule.
 */
export async function shopFlagEnabled(
  db: DbOrTx,
  name: (typeof FEATURE_FLAGS)[number],
  shop: { id: number; slug: string; country_id: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('feature_flags')
    .select(['enabled', 'shop_slugs', 'shop_ids'])
    .where('country_id', '=', shop.country_id)
    .where('name', '=', name)
    .executeTakeFirst();
  return shopFlagOn(row, shop);
}

/**
 * shopFlagEnabled's rule on a flag row read by the caller (in the same statement as the shop,
 * for instance); `undefined` when the country has no row for the flag.
 */
export function shopFlagOn(
  row:
    | { enabled: boolean; shop_slugs: string[] | null; shop_ids: (number | string)[] | null }
    | undefined,
  shop: { id: number; slug: string },
): boolean {
  return row !== undefined && row.enabled && allowsShop(row, shop.slug, shop.id);
}

export async function evaluateFlags(
  db: DbOrTx,
  request: FlagRequest,
): Promise<Record<string, boolean>> {
  const names =
    request.flags && request.flags.length > 0 ? [...new Set(request.flags)] : [...FEATURE_FLAGS];
  const rows = await db
    .selectFrom('feature_flags')
    .select(['name', 'enabled', 'rollout_percentage', 'shop_slugs', 'shop_ids'])
    .where('country_id', '=', request.countryId)
    .where('name', 'in', names)
    .execute();
  const byName = new Map(rows.map((r) => [r.name, r]));
  let shopSlug = request.shopSlug;
  let shopId = request.shopId;
  if (shopSlug && shopId === undefined) {
    shopId = (
      await db.selectFrom('shops').select('id').where('slug', '=', shopSlug).executeTakeFirst()
    )?.id;
  } else if (shopId !== undefined && !shopSlug) {
    shopSlug = (
      await db.selectFrom('shops').select('slug').where('id', '=', shopId).executeTakeFirst()
    )?.slug;
  }
  const result: Record<string, boolean> = {};
  for (const name of names) {
    const row = byName.get(name);
    if (!row || !row.enabled) {
      result[name] = false;
      continue;
    }
    const allowed = allowsShop(row, shopSlug, shopId);
    result[name] = allowed && isInRollout(request.userToken, row.rollout_percentage);
  }
  return result;
}

/**
 * The flags whose value is the same for every visitor of a shop: off where the country's row is
 * off or the shop is not on its allow-lists, on where the rollout takes everyone, off where it
 * takes no one. A flag whose value depends on the visitor (a partial rollout) is left out. The
 * shop page the server renders for any visitor is drawn with these, so the page's frame does not
 * change when the visitor's own answer arrives.
 */
export async function flagsForEveryVisitor(
  db: DbOrTx,
  shop: { id: number; slug: string; country_id: number },
): Promise<Record<string, boolean>> {
  const rows = await db
    .selectFrom('feature_flags')
    .select(['name', 'enabled', 'rollout_percentage', 'shop_slugs', 'shop_ids'])
    .where('country_id', '=', shop.country_id)
    .execute();
  const byName = new Map(rows.map((row) => [row.name, row]));
  const result: Record<string, boolean> = {};
  for (const name of FEATURE_FLAGS) {
    const row = byName.get(name);
    if (!row || !row.enabled || !allowsShop(row, shop.slug, shop.id)) result[name] = false;
    else if (row.rollout_percentage >= 100) result[name] = true;
    else if (row.rollout_percentage <= 0) result[name] = false;
  }
  return result;
}

export async function deliveryCodeFlagEnabled(db: DbOrTx, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('feature_flags')
    .select('enabled')
    .where('name', '=', 'delivery_code')
    .where('country_id', '=', countryId)
    .executeTakeFirst();
  return row?.enabled === true;
}
