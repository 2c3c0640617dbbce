import type { DbOrTx } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';

/**
 * The one rule of a community leader's powers, for every route that acts on a customer: a
 * leader acts only for the members of the beneficiary group they coordinate, never for every
 * customer of their shop. Everyone else acts only for themself.
 */

/**
 * Whether `customerId` belongs to a group coordinated by a leader row of `leaderCustomerId`
 * (by that one leader row when `leaderId` is given).
 */
export async function isInGroupLedBy(
  db: DbOrTx,
  leaderCustomerId: number,
  customerId: number,
  leaderId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('customers')
    .innerJoin('beneficiary_groups as g', 'g.id', 'customers.beneficiary_group_id')
    .innerJoin('community_leaders as l', 'l.id', 'g.community_leader_id')
    .select('customers.id')
    .where('customers.id', '=', customerId)
    .where('l.customer_id', '=', leaderCustomerId);
  if (leaderId !== undefined) query = query.where('l.id', '=', leaderId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The caller is the customer, or a leader of a group the customer belongs to. */
export async function canActForCustomer(
  auth: AuthContext,
  customerId: number,
  db: DbOrTx,
): Promise<boolean> {
  if (auth.customerId === null) return false;
  if (auth.customerId === customerId) return true;
  if (auth.communityLeaderId === null) return false;
  return isInGroupLedBy(db, auth.customerId, customerId);
}

/** Passes when the caller may act for the customer; otherwise the customer "does not exist" (404). */
export async function assertCanActForCustomer(
  auth: AuthContext,
  customerId: number,
  db: DbOrTx,
  notFoundCode = 'customer_not_found',
): Promise<void> {
  if (!(await canActForCustomer(auth, customerId, db)))
    throw notFound(notFoundCode, 'Customer not found.');
}

/** Whether the phone is a member of a group the caller leads (whom a leader may message). */
export async function leadsGroupMemberWithPhone(
  db: DbOrTx,
  auth: AuthContext,
  phone: string,
): Promise<boolean> {
  if (auth.customerId === null || auth.communityLeaderId === null) return false;
  const row = await db
    .selectFrom('customers')
    .innerJoin('beneficiary_groups as g', 'g.id', 'customers.beneficiary_group_id')
    .innerJoin('community_leaders as l', 'l.id', 'g.community_leader_id')
    .select('customers.id')
    .where('customers.phone', '=', phone)
    .where('l.customer_id', '=', auth.customerId)
    .executeTakeFirst();
  return row !== undefined;
}
