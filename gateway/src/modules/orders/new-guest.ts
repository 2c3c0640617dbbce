import { lowercaseGuestName } from '@barrio/shared/domain';
import { parsePhone } from '@barrio/shared/phone';
import { countryIdForPhone } from '../auth/auth-service';
import type { GuestToCreate } from './order-start';
import type { CreateOrderInput } from './order-schema';

/**
 * The guest row a guest's order would create, worked out before its shop is read so that the
 * order's first statement can create it (one round trip less): the phone is taken as a number
 * of the country it dials. startOrder creates the row only when the shop is in that country,
 * where resolveBuyer takes this phone as it is: its own parse for the shop's country would be this
 * one (the same parse, for the same country). Undefined when the phone does not parse that way.
 */
export function guestToCreate(input: CreateOrderInput): GuestToCreate | undefined {
  const guest = input.guest_customer;
  if (!guest) return undefined;
  const digits = guest.phone_number.replace(/\D/g, '');
  const countryId = countryIdForPhone(digits);
  if (countryId === null) return undefined;
  const parsed = parsePhone(guest.phone_number, countryId);
  if (!parsed.ok) return undefined;
  return { ...guestDetails(guest, parsed.e164), country_id: countryId };
}

/** A guest's details as their customer row keeps them, for a phone already made canonical. */
export function guestDetails(
  guest: NonNullable<CreateOrderInput['guest_customer']>,
  phone: string,
): { phone: string; name: string; last_name: string; email: string | null } {
  return {
    phone,
    name: lowercaseGuestName(guest.first_name),
    last_name: lowercaseGuestName(guest.last_name),
    email: guest.email ?? null,
  };
}
