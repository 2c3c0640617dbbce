import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { orderPushPayload, type OrderPushEvent, type OrderPushSubject } from './push-payload';
import { deleteRegistration, webRegistrationsOf } from './push-repository';
import { webPushSubscription, type PushSender } from './push-sender';

export interface OrderPushInput extends OrderPushSubject {
  customerId: number;
  event: OrderPushEvent;
}

export interface PushDelivery {
  installationId: string;
  status: 'sent' | 'failed';
  statusCode: number;
}

/**
 * Tells every web installation of a customer about an order update. Each push is written to
 * the messages outbox (so the development outbox lists every push sent); an expired
 * subscription is removed. Never throws: a push never fails the order change behind it.
 */
export class PushNotifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sender: PushSender,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  async notifyOrder(input: OrderPushInput): Promise<PushDelivery[]> {
    try {
      return await this.deliver(input);
    } catch (err) {
      this.logger.error({ err, orderId: input.orderId }, 'order push failed');
      return [];
    }
  }

  private async deliver(input: OrderPushInput): Promise<PushDelivery[]> {
    const registrations = await webRegistrationsOf(this.db, input.customerId);
    const payload = orderPushPayload(input.event, input);
    const deliveries: PushDelivery[] = [];
    for (const registration of registrations) {
      const subscription = parseSubscription(registration.firebase_token);
      if (!subscription) continue;
      const result = await this.sender.send(subscription, JSON.stringify(payload));
      const status = result.error === null ? 'sent' : 'failed';
      await this.db
        .insertInto('outbox_messages')
        .values({
          to: `push:${registration.installation_id}`,
          template: `push.order_${input.event}`,
          params: JSON.stringify({
            order_id: input.orderId,
            code: input.code,
            url: payload.url,
            status_code: result.statusCode,
          }),
          message: `${payload.title}. ${payload.body}`,
          provider: 'web-push',
          status,
          error: result.error,
          created_at: this.clock.now(),
          sent_at: status === 'sent' ? this.clock.now() : null,
        })
        .execute();
      if (result.expired) await deleteRegistration(this.db, registration.id);
      deliveries.push({
        installationId: registration.installation_id,
        status,
        statusCode: result.statusCode,
      });
    }
    return deliveries;
  }
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

/** The fields of an order (as read) that a push needs. */
export interface PushableOrder {
  id: string;
  code: string;
  customer_id: number | null;
  shop_slug: string;
  shop_name: string;
}

/**
 * Sends the push for an order change in the background: the answer to the request that made
 * the change does not wait for push services. Guest orders have nobody to push to.
 */
export function pushOrderUpdate(
  notifier: Pick<PushNotifier, 'notifyOrder'>,
  order: PushableOrder,
  event: OrderPushEvent,
): void {
  if (order.customer_id === null) return;
  void notifier.notifyOrder({
    customerId: order.customer_id,
    orderId: order.id,
    code: order.code,
    shopSlug: order.shop_slug,
    shopName: order.shop_name,
    event,
  });
}
