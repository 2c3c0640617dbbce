import { sql } from 'kysely';
import type { AppContext } from '../../app-context';
import { notFound, unauthorized } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { writeToOutbox } from '../messages/outbox-writer';
import { plainMessageText } from '../messages/plain-text';
import type { LeaderRow } from './leader-repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'outbox'>;

/**
 * Records (or renews) the invitation of a phone to a leader's group and texts the phone how to
 * accept: sign in to the shop and answer in "Mis pedidos". A pending invitation sent again is
 * not texted again.
 */
export async function inviteNeighbour(
  ctx: Ctx,
  leader: LeaderRow,
  group: { id: number; name: string },
  invitee: { phone: string; first_name: string; last_name: string },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('neighbour_invitations')
      .values({
        community_leader_id: leader.id,
        beneficiary_group_id: group.id,
        phone: invitee.phone,
        first_name: invitee.first_name,
        last_name: invitee.last_name,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['beneficiary_group_id', 'phone']).doUpdateSet({
          community_leader_id: leader.id,
          first_name: invitee.first_name,
          last_name: invitee.last_name,
          status: 'pending',
          answered_at: null,
        }),
      )
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const shop = await trx
      .selectFrom('shops')
      .select(['slug', 'name'])
      .where('id', '=', leader.shop_id)
      .executeTakeFirstOrThrow();
    const leaderName = plainMessageText(`${leader.name} ${leader.last_name}`);
    await writeToOutbox(
      trx,
      ctx.outbox.providerName,
      [
        {
          to: invitee.phone,
          template: 'neighbour_invitation',
          message:
            `${leaderName} te invita a su grupo de vecinos en ${shop.name}. ` +
            `Para aceptar, entra con este número en ${ctx.config.publicUrl}/${shop.slug}/mis-pedidos. ` +
            'Si no lo conoces, ignora este mensaje.',
          params: { invitation_id: row.id, shop_slug: shop.slug },
          dedupeKey: `neighbour-invitation:${row.id}:${now.toISOString()}`,
        },
      ],
      now,
    );
  });
}

function signedInPhone(auth: AuthContext) {
  if (auth.customerId === null) throw unauthorized();
  return auth.customerId;
}

async function phoneOf(ctx: Pick<AppContext, 'db'>, customerId: number): Promise<string> {
  const row = await ctx.db
    .selectFrom('customers')
    .select('phone')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.phone;
}

/** GET /api/neighbour-invitations: the pending invitations to the signed-in customer's phone. */
export async function invitationsForCaller(ctx: Pick<AppContext, 'db'>, auth: AuthContext) {
  const phone = await phoneOf(ctx, signedInPhone(auth));
  const rows = await ctx.db
    .selectFrom('neighbour_invitations as i')
    .innerJoin('community_leaders as l', 'l.id', 'i.community_leader_id')
    .innerJoin('customers as c', 'c.id', 'l.customer_id')
    .innerJoin('beneficiary_groups as g', 'g.id', 'i.beneficiary_group_id')
    .innerJoin('shops as s', 's.id', 'l.shop_id')
    .select([
      'i.id',
      'i.created_at',
      'c.name',
      'c.last_name',
      'g.name as group_name',
      's.slug as shop_slug',
    ])
    .where('i.phone', '=', phone)
    .where('i.status', '=', 'pending')
    .orderBy('i.created_at', 'desc')
    .limit(50)
    .execute();
  return {
    invitations: rows.map((r) => ({
      id: r.id,
      leader_name: `${r.name} ${r.last_name}`.trim(),
      group_name: r.group_name,
      shop_slug: r.shop_slug,
      created_at: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * Answers an invitation to the signed-in customer's phone. Accepting makes them a member of the
 * group (their shop becomes the leader's when they had none): from then on the leader may act
 * for them. Anyone else's invitation "does not exist".
 */
export async function answerInvitation(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  invitationId: number,
  answer: 'accept' | 'decline',
): Promise<void> {
  const customerId = signedInPhone(auth);
  const phone = await phoneOf(ctx, customerId);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const invitation = await trx
      .updateTable('neighbour_invitations')
      .set({ status: answer === 'accept' ? 'accepted' : 'declined', answered_at: now })
      .where('id', '=', invitationId)
      .where('phone', '=', phone)
      .where('status', '=', 'pending')
      .returning(['beneficiary_group_id', 'community_leader_id', 'first_name', 'last_name'])
      .executeTakeFirst();
    if (!invitation) throw notFound('invitation_not_found', 'Invitation not found.');
    if (answer === 'decline') return;
    const leader = await trx
      .selectFrom('community_leaders')
      .select('shop_id')
      .where('id', '=', invitation.community_leader_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('customers')
      .set({
        beneficiary_group_id: invitation.beneficiary_group_id,
        shop_id: sql<number>`coalesce(shop_id, ${leader.shop_id})`,
        // Someone who signed up with only their phone is known by the name the leader gave.
        name: sql<string>`case when name = '' then ${invitation.first_name} else name end`,
        last_name: sql<string>`case when name = '' then ${invitation.last_name} else last_name end`,
      })
      .where('id', '=', customerId)
      .execute();
  });
}
