import type { DeliveryAddressSummary } from '@barrio/shared/bus';
import { createSafeStorage, defineJsonItem } from '@barrio/shared/storage';
import { z } from '@barrio/shared/zod';

/**
 * A guest's manual address has no id on the server; 0 marks it as "typed, not from the book"
 * for checkout, which then sends it as customer_delivery_address.
 */
export const GUEST_ADDRESS_ID = 0;

const guestAddressSchema = z.object({
  id: z.literal(GUEST_ADDRESS_ID),
  label: z.string(),
  main_line: z.string(),
  details: z.nullable(z.string()),
  lat: z.nullable(z.number()),
  lng: z.nullable(z.number()),
});

function browserSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

// Session storage, not local: a guest's address stays on this tab (a shared phone forgets it),
// and falls back to memory where storage is refused.
export const guestAddressItem = defineJsonItem(
  'manual_address',
  guestAddressSchema,
  createSafeStorage(browserSessionStorage),
);

export type GuestAddress = DeliveryAddressSummary & { id: typeof GUEST_ADDRESS_ID };
