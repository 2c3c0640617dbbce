export type TierSource = 'customer' | 'cookie' | 'default';

export interface TierResolution {
  tierId: string;
  source: TierSource;
}

export interface TierCandidates {
  customerTierId: string | null;
  cookieTierId: string | null;
  defaultTierId: string | null;
}

function present(value: string | null): value is string {
  return value !== null && value.trim() !== '';
}

/** SPEC §4: the customer's tier, else the tier cookie, else the shop's first default tier. */
export function resolveTier({
  customerTierId,
  cookieTierId,
  defaultTierId,
}: TierCandidates): TierResolution | null {
  if (present(customerTierId)) return { tierId: customerTierId, source: 'customer' };
  if (present(cookieTierId)) return { tierId: cookieTierId, source: 'cookie' };
  if (present(defaultTierId)) return { tierId: defaultTierId, source: 'default' };
  return null;
}

/** The notice is for a change the shopper can notice: a first tier is not a change. */
export function isTierChange(previous: string | null, next: string | null): boolean {
  return previous !== null && next !== null && previous !== next;
}
