import { lowercaseGuestName } from '../domain/guest';
import { normalizePhone } from './phone';

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
