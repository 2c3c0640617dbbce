import { countryById, countryBySlug } from '../countries/lookup';

const ARGENTINA = 1;
const AR_MOBILE_PREFIX = '549';

export const PHONE_REGIONS = ['ar', 'mx', 'pe'] as const;
export type PhoneRegion = (typeof PHONE_REGIONS)[number];

/**
 * '+' followed by the digits of `raw` (spaces, dashes, dots and brackets dropped). Argentine
 * numbers (country 1) are forced to the mobile form +549…: '+54…', '549…' and '54…' are
 * completed, and a bare local number gets the prefix after its trunk zero is dropped.
 * Returns '' when `raw` has no digit at all.
 */
export function normalizePhone(raw: string | null | undefined, countryId?: number | null): string {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (countryId === ARGENTINA) {
    if (digits.startsWith(AR_MOBILE_PREFIX)) {
      // already in the mobile form
    } else if (digits.startsWith('54')) {
      digits = AR_MOBILE_PREFIX + digits.slice(2);
    } else {
      digits = AR_MOBILE_PREFIX + digits.replace(/^0+/, '');
    }
  }
  return `+${digits}`;
}

/** Region for phone input widgets: ar, mx or pe (the Peruvian variant included), else mx. */
export function phoneRegion(code?: string | number | null): PhoneRegion {
  if (code === null || code === undefined || code === '') return 'mx';
  const country =
    typeof code === 'number' || /^\d+$/.test(code) ? countryById(code) : countryBySlug(code);
  const iso = country?.iso.toLowerCase() ?? String(code).trim().toLowerCase();
  return (PHONE_REGIONS as readonly string[]).includes(iso) ? (iso as PhoneRegion) : 'mx';
}
