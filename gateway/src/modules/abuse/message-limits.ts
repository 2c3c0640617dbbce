import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type {
  DeliveryResult,
  MessageProvider,
  OutgoingMessage,
} from '../messages/message-provider';
import { keyedHash } from '../auth/tokens';
import type { AbuseLimits } from './abuse-limits';

export const OWNER_NOTICE_TEMPLATE = 'order_new_for_owner';
/** An owner's notices of edited and canceled orders share the new-order notices' hourly limit. */
const OWNER_CHANGE_TEMPLATES = new Set(['order_edited_for_owner', 'order_canceled_for_owner']);
export const OWNER_DIGEST_TEMPLATE = 'order_digest_for_owner';
/** Messages limited where they are asked for (sign-in codes), or not sent to a phone (pushes). */
const NOT_COUNTED = new Set(['sign_in_code', OWNER_DIGEST_TEMPLATE]);
const HOUR_MS = 3600_000;

export interface MessageLimitDeps {
  db: Kysely<Database>;
  limits: AbuseLimits;
  sessionSecret: string;
  logger: Logger;
}

const digestText = (count: number) =>
  `Barrio: ${count} pedidos nuevos más en la última hora. Míralos en tu lista de pedidos.`;

/**
 * The last check before a message costs the shop money: each phone receives at most
 * MESSAGES_PER_PHONE_PER_HOUR / _PER_DAY messages, whoever caused them (a row over the limit is
 * finished as 'suppressed', visible in the outbox, never sent); a shop owner gets their first
 * OWNER_NOTICES_PER_HOUR new-order notices one by one, and the rest of the hour as one digest.
 */
export function withMessageLimits(
  provider: MessageProvider,
  deps: MessageLimitDeps,
): MessageProvider {
  const phoneKey = (to: string) => keyedHash(deps.sessionSecret, `phone:${to}`).slice(0, 32);
  return {
    name: provider.name,
    async deliver(message): Promise<DeliveryResult> {
      if (message.to.startsWith('push:') || NOT_COUNTED.has(message.template ?? ''))
        return provider.deliver(message);
      if (message.template === OWNER_NOTICE_TEMPLATE) {
        const verdict = await deps.limits.ownerNotices.consume(phoneKey(message.to));
        if (verdict.allowed) return provider.deliver(message);
        await addToDigest(deps.db, message);
        return { status: 'suppressed', error: 'in the owner’s hourly digest' };
      }
      if (OWNER_CHANGE_TEMPLATES.has(message.template ?? '')) {
        // Over the limit the change is not sent (the digest counts new orders only); the
        // owner's order list shows it, and the outbox keeps the suppressed row.
        const verdict = await deps.limits.ownerNotices.consume(phoneKey(message.to));
        if (verdict.allowed) return provider.deliver(message);
        return { status: 'suppressed', error: 'over the owner’s hourly notice limit' };
      }
      const verdict = await deps.limits.messagesPerPhone.consume(phoneKey(message.to));
      if (verdict.allowed) return provider.deliver(message);
      deps.logger.warn({ outboxId: message.id }, 'message over the per-phone limit, not sent');
      return { status: 'suppressed', error: 'over the per-phone message limit' };
    },
  };
}

/**
 * Counts a notice into the owner's digest of this hour: one row per owner and hour, waiting
 * (status 'retrying') until the hour is over, when the relay hands it over like any retry.
 */
async function addToDigest(db: Kysely<Database>, notice: OutgoingMessage): Promise<void> {
  const now = Date.now();
  const hourEnd = new Date(Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS);
  await db
    .insertInto('outbox_messages')
    .values({
      to: notice.to,
      template: OWNER_DIGEST_TEMPLATE,
      params: JSON.stringify({ count: 1, until: hourEnd.toISOString() }),
      message: digestText(1),
      provider: 'outbox',
      status: 'retrying',
      dedupe_key: `owner-digest:${notice.to}:${hourEnd.toISOString()}`,
      locked_until: hourEnd,
      created_at: new Date(now),
    })
    .onConflict((oc) =>
      oc.column('dedupe_key').doUpdateSet({
        params: sql`jsonb_set(outbox_messages.params, '{count}', to_jsonb((outbox_messages.params->>'count')::int + 1))`,
        message: sql`'Barrio: ' || ((outbox_messages.params->>'count')::int + 1)::text || ' pedidos nuevos más en la última hora. Míralos en tu lista de pedidos.'`,
      }),
    )
    .execute();
}
