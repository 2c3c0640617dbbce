import type { DbOrTx } from '../../db/schema';
import { notFound, unauthorized } from '../../errors/app-error';
import { canonicalPhone } from '../auth/auth-service';
import type { AuthContext } from '../auth/auth-types';
import {
  findOrCreateGuestCustomer,
  lockCustomer,
  type CustomerRecord,
} from '../customers/customer-repository';
import { assertMayOrderFor, leaderActingAsCaller } from '../leaders/leader-service';
import type { ShopRecord } from '../shops/shop-repository';
import { guestDetails } from './new-guest';
import type { OrderStart } from './order-start';
import type { CreateOrderInput } from './order-schema';

/** Who an order is for, as the payload and the session say (before their row is locked). */
export interface Buyer {
  customerId: number | null;
  guest: { phone: string; name: string; last_name: string; email: string | null } | null;
  actingCommunityLeaderId: number | null;
  /** The acting leader's name, for the neighbour's confirmation message. */
  leaderName?: string;
}

/**
 * Step "resolve the buyer": the signed-in customer, a member of the acting leader's group, or a
 * guest. `guestRow` is the guest row worked out before the shop was read (guestToCreate): when
 * the phone dials the shop's own country, its phone is already this parse's answer.
 */
export async function resolveBuyer(
  db: DbOrTx,
  auth: AuthContext,
  input: CreateOrderInput,
  shop: ShopRecord,
  guestRow: { phone: string; country_id: number } | undefined,
): Promise<Buyer> {
  if (input.guest_customer) {
    const phone =
      guestRow?.country_id === shop.country_id
        ? guestRow.phone
        : canonicalPhone(
            input.guest_customer.phone_number,
            shop.country_id,
            'guest_customer.phone_number',
          );
    return {
      customerId: null,
      guest: guestDetails(input.guest_customer, phone),
      actingCommunityLeaderId: null,
    };
  }
  const customerId = input.customer_id as number;
  if (auth.customerId === null)
    throw unauthorized('Sign in to order as a customer, or order as a guest.');
  // A leader is named only by that leader's own session: nobody can put an order in a
  // leader's list by naming them.
  if (input.acting_community_leader_id != null)
    await leaderActingAsCaller(db, auth, input.acting_community_leader_id);
  if (customerId === auth.customerId)
    return { customerId, guest: null, actingCommunityLeaderId: null };
  // Anyone else is a neighbour: only the leader of the group they belong to may order for them.
  const leaderId = input.acting_community_leader_id ?? auth.communityLeaderId;
  if (!leaderId) throw notFound('customer_not_found', 'Customer not found.');
  const leader = await assertMayOrderFor(db, auth, leaderId, customerId);
  return {
    customerId,
    guest: null,
    actingCommunityLeaderId: leader.id,
    leaderName: `${leader.name} ${leader.last_name}`.trim(),
  };
}

/** The buyer's customer row, locked for the rest of the transaction. */
export interface LockedBuyer {
  customer: CustomerRecord;
  /** A guest created by this very transaction: they have no orders yet. */
  createdNow: boolean;
}

/**
 * Step "lock the buyer": the customer's row, locked, so that one customer's orders, edits and
 * wallet movements run one at a time. A guest's is the one the order's first statement created
 * (see guestToCreate), or else the phone's guest record, found or created now.
 */
export async function lockBuyer(
  db: DbOrTx,
  buyer: Buyer,
  shop: ShopRecord,
  start: Pick<OrderStart, 'newGuest'>,
): Promise<LockedBuyer> {
  if (buyer.guest === null) {
    const customer = await lockCustomer(db, buyer.customerId as number);
    if (!customer) throw notFound('customer_not_found', 'Customer not found.');
    return { customer, createdNow: false };
  }
  const createdFirst = start.newGuest;
  if (createdFirst === null) {
    const found = await findOrCreateGuestCustomer(db, {
      ...buyer.guest,
      country_id: shop.country_id,
    });
    return { customer: found.customer, createdNow: found.created };
  }
  // Created for the phone as parsed for the shop's country: resolveBuyer's parse, unless the
  // two ever diverge (then the order must not go to that row).
  if (createdFirst.phone !== buyer.guest.phone) {
    throw new Error(`guest created for ${createdFirst.phone}, order is for ${buyer.guest.phone}`);
  }
  return { customer: createdFirst, createdNow: true };
}
