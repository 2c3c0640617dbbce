import { normalizePhone } from '@barrio/shared/phone';
import type { AppContext } from '../../app-context';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { leadsGroupMemberWithPhone } from '../customers/leader-scope';
import { lockCustomer } from '../customers/customer-repository';
import {
  countRecentRequests,
  customerPhone,
  insertRequest,
  isContactOfCustomersShops,
  isCustomerOfShops,
  linkRequestToOutbox,
} from './message-repository';
import type { SendMessageBody } from './message-schema';

/** Messages one sender may send per window; counted in the database so every instance agrees. */
export const MESSAGE_LIMIT = 10;
export const MESSAGE_WINDOW_MS = 10 * 60 * 1000;
const E164 = /^\+[1-9]\d{7,14}$/;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'outbox'>;

/**
 * Whom the caller may write to: support anyone; everyone else themself, the owner or
 * leader of a shop they ordered from; owners also the customers of their shops, and leaders
 * the members of their group (customers/leader-scope.ts).
 */
async function mayMessage(
  ctx: Ctx,
  auth: AuthContext,
  customerId: number,
  to: string,
): Promise<boolean> {
  if (auth.role === 'support') return true;
  if ((await customerPhone(ctx.db, customerId)) === to) return true;
  if (await isContactOfCustomersShops(ctx.db, customerId, to, ctx.clock.now())) return true;
  if (await isCustomerOfShops(ctx.db, auth.ownedShopIds, to)) return true;
  return leadsGroupMemberWithPhone(ctx.db, auth, to);
}

export async function sendMessage(ctx: Ctx, auth: AuthContext, body: SendMessageBody) {
  const senderId = auth.customerId;
  if (senderId === null) throw unauthorized();
  const to = normalizePhone(body.to);
  if (!E164.test(to))
    throw badRequest('invalid_phone', 'The phone number is not valid.', {
      fields: { to: 'Not a valid phone number.' },
    });
  if (!(await mayMessage(ctx, auth, senderId, to))) {
    throw forbidden(
      'You can only message your shop, your community leader or your customers.',
      'recipient_not_allowed',
    );
  }
  const now = ctx.clock.now();
  const requestId = await ctx.db.transaction().execute(async (trx) => {
    // One sender at a time, so parallel calls cannot slip past the count.
    await lockCustomer(trx, senderId);
    const recent = await countRecentRequests(
      trx,
      senderId,
      new Date(now.getTime() - MESSAGE_WINDOW_MS),
    );
    if (recent >= MESSAGE_LIMIT) return null;
    return insertRequest(trx, { sender_customer_id: senderId, to, created_at: now });
  });
  if (requestId === null) throw tooManyRequests('Too many messages; try again in a few minutes.');
  const sent = await ctx.outbox.send({
    to,
    message: body.message,
    template: body.useContentTemplate ? (body.contentSid ?? null) : null,
    params: body.templateParams ?? null,
  });
  await linkRequestToOutbox(ctx.db, requestId, sent.id);
  return { sent: true as const, id: sent.id, status: sent.status };
}
