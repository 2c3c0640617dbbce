import { z } from '../zod';
import { customerEmailStorage, customerIdStorage, customerStorage, tierIdStorage } from './items';
import { STORAGE_KEYS } from './keys';
import type { StoredCustomer } from './schemas';
import { defineTextItem } from './stored-item';

/** A session token an earlier version left in localStorage, where any script could read it. */
const legacySessionToken = defineTextItem(STORAGE_KEYS.legacySessionToken, z.string());

/**
 * Keeps the customer and the keys derived from it (id, email, tier) in step. The session
 * itself is the HttpOnly cookie the gateway set; no token is ever stored here.
 */
export function storeSignedInCustomer(customer: StoredCustomer): void {
  legacySessionToken.remove();
  customerStorage.set(customer);
  customerIdStorage.set(customer.id);
  if (customer.email) customerEmailStorage.set(customer.email);
  if (customer.tier_id) tierIdStorage.set(customer.tier_id);
}

/** SPEC §6: a failed user lookup ends the local session; signing out forgets the customer. */
export function clearSession(): void {
  legacySessionToken.remove();
  customerStorage.remove();
  customerIdStorage.remove();
  customerEmailStorage.remove();
}
