import { TIER_NOT_SET } from './constants';

type TierValue = string | number | null | undefined;

export interface TierSources {
  customerTierId?: TierValue;
  cookieTierId?: TierValue;
  /** The first default tier for the country and shop. */
  defaultTierId?: TierValue;
}

function present(value: TierValue): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text && text !== TIER_NOT_SET ? text : null;
}

/** The customer's tier, else the cookie's, else the shop's default, else 'not_set'. */
export function resolveTierId({
  customerTierId,
  cookieTierId,
  defaultTierId,
}: TierSources): string {
  return present(customerTierId) ?? present(cookieTierId) ?? present(defaultTierId) ?? TIER_NOT_SET;
}
