import type { SessionCustomer } from '@barrio/shared/bus';
import { signedInCustomerSchema, type SignedInCustomer } from '@barrio/shared/contract';

/**
 * Reads the signed-in customer from an answer that is either the customer (`GET /api/user`)
 * or `{ customer }` (`POST /api/auth/session`), with the API contract's schema.
 */
export function parseCustomer(body: unknown): SessionCustomer | null {
  const candidate = body && typeof body === 'object' && 'customer' in body ? body.customer : body;
  if (candidate === null || candidate === undefined) return null;
  return toSessionCustomer(signedInCustomerSchema.parse(candidate));
}

/** The bus carries the customer without the API's duplicate `customer_id`. */
export function toSessionCustomer(signedIn: SignedInCustomer): SessionCustomer {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped on purpose
  const { customer_id, ...customer } = signedIn;
  return customer;
}
