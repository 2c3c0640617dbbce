import { isSupportedLocale, localeForCountry, type SupportedLocale } from '@barrio/shared/i18n';

/** SPEC §1/§2: a supported `?locale=` wins, else the country's locale (es-MX by default). */
export function decideLocale(
  countryId: number | null,
  requestedLocale: string | null,
): SupportedLocale {
  return isSupportedLocale(requestedLocale) ? requestedLocale : localeForCountry(countryId);
}
