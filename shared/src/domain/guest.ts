import { normalizePhone } from './phone';

/** Guest names are sent in lowercase. */
export function lowercaseGuestName(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

export interface GuestCustomer {
  first_name: string;
  last_name: string;
  phone_number: string;
}

/** The `guest_customer` of a guest's order payload. */
export function buildGuestCustomer(
  input: { firstName: string; lastName: string; phone: string },
  countryId?: number | null,
): GuestCustomer {
  return {
    first_name: lowercaseGuestName(input.firstName),
    last_name: lowercaseGuestName(input.lastName),
    phone_number: normalizePhone(input.phone, countryId),
  };
}

/**
 * A stored name as people write it: 'maría del carmen' → 'María Del Carmen'. Guest names are
 * stored lowercase (SPEC §3), so screens that show them to people title-case them.
 */
export function titleCaseName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('es')
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase('es'),
    );
}
