import {
  customerEmailStorage,
  customerIdStorage,
  customerStorage,
  sessionTokenStorage,
  tierIdStorage,
} from './items';
import type { StoredCustomer } from './schemas';

/** Keeps the customer and the keys derived from it (id, email, tier) in step. */
export function storeSignedInCustomer(customer: StoredCustomer, token?: string | null): void {
  customerStorage.set(customer);
  customerIdStorage.set(customer.id);
  if (customer.email) customerEmailStorage.set(customer.email);
  if (customer.tier_id) tierIdStorage.set(customer.tier_id);
  if (token) sessionTokenStorage.set(token);
}

/** SPEC §6: a failed user lookup removes the stored token; signing out forgets the customer. */
export function clearSession(): void {
  sessionTokenStorage.remove();
  customerStorage.remove();
  customerIdStorage.remove();
  customerEmailStorage.remove();
}
