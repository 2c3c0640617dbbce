import { countryById, countryByIso } from '@barrio/shared/countries';
import { GEO_RULE_COUNTRY_IDS, countryRootPath } from '../../config';

export interface GeoInput {
  /** The shop's country. */
  shopCountryId: number;
  /** ISO code the gateway detected for the visitor, or null when unknown. */
  visitorIso: string | null;
  /** True on a country root (`/ar`, `/mx`). */
  isCountryRoute: boolean;
  /** The visitor already answered "yes" to the welcome modal. */
  geoConfirmed: boolean;
}

export type GeoAction =
  | { kind: 'none' }
  | { kind: 'redirect'; to: string }
  | { kind: 'modal'; countryId: number; otherCountryRoot: string };

function otherRuleCountry(countryId: number): number | null {
  return GEO_RULE_COUNTRY_IDS.find((id) => id !== countryId) ?? null;
}

/**
 * SPEC §2 geo rule. Only AR and MX shops are watched. A visitor on a country root who is in
 * the other watched country goes straight to their own root; anyone else from elsewhere sees
 * the welcome modal once, until they confirm.
 */
export function decideGeoAction(input: GeoInput): GeoAction {
  const { shopCountryId, visitorIso, isCountryRoute, geoConfirmed } = input;
  if (!GEO_RULE_COUNTRY_IDS.includes(shopCountryId) || !visitorIso || geoConfirmed) {
    return { kind: 'none' };
  }
  const visitor = countryByIso(visitorIso);
  if (visitor?.id === shopCountryId) return { kind: 'none' };

  const otherId = otherRuleCountry(shopCountryId);
  const other = otherId === null ? undefined : countryById(otherId);
  if (!other) return { kind: 'none' };

  if (isCountryRoute && visitor?.id === other.id) {
    return { kind: 'redirect', to: countryRootPath(other.slug) };
  }
  return { kind: 'modal', countryId: shopCountryId, otherCountryRoot: countryRootPath(other.slug) };
}
