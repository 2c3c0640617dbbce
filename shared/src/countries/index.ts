export type {
  Country,
  CountryId,
  CountryIso,
  CountrySlug,
  CountryTheme,
  LatLng,
  SupportContact,
} from './country';
export { COUNTRIES, COUNTRY, COUNTRY_IDS } from './table';
export { countryById, countryByIso, countryBySlug, demoShopSlug, isCountryId } from './lookup';
export { SupportLinkError, supportLink, trySupportLink } from './support-link';
export type { SupportLinkErrorCode, SupportLinkResult, SupportType } from './support-link';
