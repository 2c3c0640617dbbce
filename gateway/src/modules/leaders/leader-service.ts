import { normalizePhone } from '@barrio/shared/phone';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { isInGroupLedBy } from '../customers/leader-scope';
import {
  findPersonByPhone,
  findGroupLedBy,
  findLeader,
  findNeighbours,
  findOrdersPlacedBy,
  type LeaderRow,
} from './leader-repository';
import type { Neighbour, NeighbourOrder, NewNeighbourInput } from './leader-schema';
import { inviteNeighbour } from './neighbour-invitations';

const E164 = /^\+[1-9]\d{7,14}$/;

const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The leader row when the caller is that leader; anyone else is told it does not exist. */
export async function leaderActingAsCaller(
  db: DbOrTx,
  auth: AuthContext,
  leaderId: number,
): Promise<LeaderRow> {
  if (auth.customerId === null) throw unauthorized();
  const leader = await findLeader(db, leaderId);
  if (!leader || leader.customer_id !== auth.customerId) {
    throw notFound('community_leader_not_found', 'Community leader not found.');
  }
  return leader;
}

async function groupOf(db: DbOrTx, leader: LeaderRow) {
  const group = await findGroupLedBy(db, leader.id);
  if (!group) {
    throw notFound(
      'beneficiary_group_not_found',
      'This community leader has no beneficiary group.',
    );
  }
  return group;
}

/** GET /api/communityleader/{id}/neighbours: the leader's group, optionally searched. */
export async function listNeighbours(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  leaderId: number,
  search: string | undefined,
) {
  const leader = await leaderActingAsCaller(ctx.db, auth, leaderId);
  const group = await groupOf(ctx.db, leader);
  return {
    group: { id: group.id, name: group.name, description: group.description },
    neighbours: await findNeighbours(ctx.db, group.id, search?.trim() || null),
  };
}

/**
 * POST /api/communityleader/{id}/neighbours. A phone that already belongs to a member is that
 * member. Any other phone is invited (a message tells them how to accept), whether or not it
 * belongs to a customer, and the answer is the same either way: nobody learns who is
 * registered, no account is created, and the leader gains nothing over the person until they
 * sign in and accept. Invitations are limited per leader (INVITATIONS_PER_LEADER_PER_DAY).
 */
export async function addNeighbour(
  ctx: Pick<AppContext, 'db' | 'limits' | 'clock' | 'config' | 'outbox'>,
  auth: AuthContext,
  leaderId: number,
  input: NewNeighbourInput,
): Promise<{ kind: 'member'; neighbour: Neighbour } | { kind: 'invited'; phone: string }> {
  const leader = await leaderActingAsCaller(ctx.db, auth, leaderId);
  const phone = normalizePhone(input.phone, leader.country_id);
  if (!E164.test(phone)) {
    throw badRequest('invalid_phone', 'The phone number is not valid.', {
      fields: { phone: 'Not a valid phone number.' },
    });
  }
  const group = await groupOf(ctx.db, leader);
  const existing = await findPersonByPhone(ctx.db, phone);
  if (existing && existing.beneficiary_group_id === group.id) {
    return {
      kind: 'member',
      neighbour: {
        customer_id: existing.id,
        name: existing.name,
        last_name: existing.last_name,
        phone: existing.phone,
      },
    };
  }
  const verdict = await ctx.limits.invitationsPerLeader.consume(`leader:${leader.id}`);
  if (!verdict.allowed) throw tooManyRequests('Too many invitations today; try again tomorrow.');
  await inviteNeighbour(ctx, leader, group, {
    phone,
    first_name: collapseSpaces(input.first_name),
    last_name: collapseSpaces(input.last_name),
  });
  return { kind: 'invited', phone };
}

/**
 * On-behalf orders: the caller is the leader and the customer is a member of the group that
 * leader coordinates (customers/leader-scope.ts). Anything else is a customer that "does not exist".
 */
export async function assertMayOrderFor(
  db: DbOrTx,
  auth: AuthContext,
  leaderId: number,
  customerId: number,
): Promise<LeaderRow> {
  const leader = await leaderActingAsCaller(db, auth, leaderId);
  if (!(await isInGroupLedBy(db, leader.customer_id, customerId, leader.id))) {
    throw notFound('customer_not_found', 'This customer is not in your beneficiary group.');
  }
  return leader;
}

/** GET /api/communityleader/{id}/orders: what the leader placed for their neighbours. */
export async function ordersPlacedByLeader(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  leaderId: number,
  pageSize: number,
): Promise<{ orders: NeighbourOrder[] }> {
  const leader = await leaderActingAsCaller(ctx.db, auth, leaderId);
  const rows = await findOrdersPlacedBy(ctx.db, leader.id, pageSize);
  return {
    orders: rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
      delivery_date: r.delivery_date,
      shop_slug: r.shop_slug,
      country_id: r.country_id,
      total: { value: r.total },
      neighbour: {
        customer_id: r.customer_id,
        name: r.name,
        last_name: r.last_name,
        phone: r.phone,
      },
    })),
  };
}
