import type { DbOrTx } from '../../db/schema';
import type { OutgoingMessage } from '../messages/message-provider';
import { writeToOutbox, type OutboxEntry } from '../messages/outbox-writer';
import {
  ORDER_PUSH_EVENTS,
  orderPushPayload,
  type OrderPushEvent,
  type OrderPushInput,
} from './push-payload';

/** Outbox rows that are pushes carry this provider and a template starting with `push.`. */
export const PUSH_PROVIDER = 'web-push';
const TEMPLATE_PREFIX = 'push.order_';

/** The fields of an order (as read in its transaction) that a push needs. */
export interface PushableOrder {
  id: string;
  code: string;
  customer_id: number | null;
  shop_slug: string;
  shop_name: string;
}

/**
 * The outbox entry of the push for an order change, or null for a guest order (nobody to push
 * to). The dedupe key is the order and the event, so a change is announced once. It carries
 * its own provider, so a new order writes it in the same statement as its messages.
 */
export function orderPushEntry(order: PushableOrder, event: OrderPushEvent): OutboxEntry | null {
  if (order.customer_id === null) return null;
  const subject = {
    orderId: order.id,
    code: order.code,
    shopSlug: order.shop_slug,
    shopName: order.shop_name,
  };
  const payload = orderPushPayload(event, subject);
  return {
    to: `push:customer-${order.customer_id}`,
    template: `${TEMPLATE_PREFIX}${event}`,
    message: `${payload.title}. ${payload.body}`,
    params: {
      customer_id: order.customer_id,
      order_id: order.id,
      code: order.code,
      shop_slug: order.shop_slug,
      shop_name: order.shop_name,
      url: payload.url,
    },
    dedupeKey: `order:${order.id}:push:${event}`,
    provider: PUSH_PROVIDER,
  };
}

/**
 * Writes the push for an order change as an outbox row in the change's transaction: it exists
 * exactly when the change committed, and the worker fans it out to the customer's devices.
 */
export async function writeOrderPush(
  trx: DbOrTx,
  order: PushableOrder,
  event: OrderPushEvent,
  now: Date,
): Promise<void> {
  const entry = orderPushEntry(order, event);
  if (entry) await writeToOutbox(trx, PUSH_PROVIDER, [entry], now);
}

/** The push an outbox message stands for, or null when it is not one (or is malformed). */
export function pushFromMessage(message: OutgoingMessage): OrderPushInput | null {
  if (!message.template?.startsWith(TEMPLATE_PREFIX)) return null;
  const event = message.template.slice(TEMPLATE_PREFIX.length) as OrderPushEvent;
  const p = message.params ?? {};
  if (
    !ORDER_PUSH_EVENTS.includes(event) ||
    typeof p.customer_id !== 'number' ||
    typeof p.order_id !== 'string' ||
    typeof p.code !== 'string' ||
    typeof p.shop_slug !== 'string' ||
    typeof p.shop_name !== 'string'
  )
    return null;
  return {
    customerId: p.customer_id,
    orderId: p.order_id,
    code: p.code,
    shopSlug: p.shop_slug,
    shopName: p.shop_name,
    event,
  };
}
