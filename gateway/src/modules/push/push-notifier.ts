import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema';
import type { DeliveryResult, MessageProvider } from '../messages/message-provider';
import { orderPushPayload, type OrderPushInput } from './push-payload';
import { pushFromMessage } from './push-outbox';
import { deleteRegistration, webRegistrationsOf } from './push-repository';
import { webPushSubscription, type PushSender } from './push-sender';

export interface PushDelivery {
  installationId: string;
  status: 'sent' | 'failed' | 'expired';
  statusCode: number;
  error: string | null;
}

/**
 * Tells every web installation of a customer about an order update; an expired subscription
 * (404/410 from its push service) is removed. The outbox worker calls it for push rows, so the
 * development outbox lists every push with its attempts and final state.
 */
export class PushNotifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sender: PushSender,
    private readonly logger: Logger,
  ) {}

  async notifyOrder(input: OrderPushInput): Promise<PushDelivery[]> {
    const registrations = await webRegistrationsOf(this.db, input.customerId);
    const payload = JSON.stringify(orderPushPayload(input.event, input));
    // Every device at once: a hanging push service holds its own calls (each time-limited,
    // push-sender.ts), never the other devices' ones.
    const deliveries = await Promise.all(
      registrations.map(async (registration): Promise<PushDelivery | null> => {
        const subscription = parseSubscription(registration.firebase_token);
        if (!subscription) return null;
        const result = await this.sender.send(subscription, payload);
        if (result.expired) await deleteRegistration(this.db, registration.id);
        return {
          installationId: registration.installation_id,
          status: result.error === null ? 'sent' : result.expired ? 'expired' : 'failed',
          statusCode: result.statusCode,
          error: result.error,
        };
      }),
    ).then((all) => all.filter((d): d is PushDelivery => d !== null));
    return deliveries;
  }
}

/**
 * Routes outbox messages: pushes go to the customer's devices, everything else to the message
 * provider (WhatsApp bridge or the log). A push fails (and is retried, then dead-lettered) when
 * a live subscription's push service refused it; a retry pushes to every device again, which
 * the notification's tag (one per order) turns into a replacement, not a second notification.
 */
export function withPushDelivery(
  messages: MessageProvider,
  push: PushNotifier,
  logger: Logger,
): MessageProvider {
  return {
    name: messages.name,
    async deliver(message): Promise<DeliveryResult> {
      if (!message.template?.startsWith('push.')) return messages.deliver(message);
      const input = pushFromMessage(message);
      if (!input) return { status: 'failed', error: 'not a valid push message' };
      const deliveries = await push.notifyOrder(input);
      const failed = deliveries.filter((d) => d.status === 'failed');
      if (failed.length > 0) {
        logger.warn(
          { outboxId: message.id, failed: failed.length, of: deliveries.length },
          'push refused by a push service',
        );
        return {
          status: 'failed',
          error: `${failed.length} of ${deliveries.length} pushes failed: ${failed[0]?.error ?? 'unknown'}`,
        };
      }
      // Nobody to tell (no device, or only expired ones) is not worth retrying.
      return deliveries.some((d) => d.status === 'sent')
        ? { status: 'sent' }
        : { status: 'logged' };
    },
  };
}

/** A registration's token is the browser's PushSubscription JSON; anything else is not web push. */
function parseSubscription(token: string) {
  try {
    const parsed = webPushSubscription.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
