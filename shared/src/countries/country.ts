export type CountryId = 1 | 2 | 180 | 46 | 59 | 95 | 61 | 257;
export type CountrySlug = 'ar' | 'mx' | 'pe' | 'co' | 'ec' | 'hn' | 'sv' | 'p2';
export type CountryIso = 'AR' | 'MX' | 'PE' | 'CO' | 'EC' | 'HN' | 'SV';
export type CountryTheme = 'default' | 'blue';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface SupportContact {
  /** E.164 phone of the support line, reached over WhatsApp. */
  phone: string | null;
  /** Text that opens the support chatbot's flow when sent as the first message. */
  chatbotCode: string | null;
}

export interface Country {
  id: CountryId;
  slug: CountrySlug;
  iso: CountryIso;
  name: string;
  /** International dialling code without the '+'. */
  dialCode: string;
  currencySymbol: '$' | 'S/';
  locale: 'es-AR' | 'es-MX' | 'es-PE' | 'es-CO';
  theme: CountryTheme;
  walletBalancePayment: boolean;
  healthUnitFlow: boolean;
  mapCenter: LatLng;
  support: SupportContact | null;
}
