import {
  buildConfirmationMessage,
  formatMoney,
  parseDeliveryDate,
  type PaymentAccountInput,
} from '@barrio/shared/domain';
import { localizedText } from '../../db/localized-text';
import type { ContentTranslations } from '../../db/schema/core';
import type { OutboxEntry } from '../messages/outbox-writer';
import { plainMessageText } from '../messages/plain-text';
import type { ShopRecord } from '../shops/shop-repository';
import type { OrderRecord } from './order-records';

export function managerOrderUrl(publicUrl: string, shopSlug: string, orderId: string): string {
  return `${publicUrl}/${encodeURIComponent(shopSlug)}/${orderId}`;
}

export function ownerMessage(
  order: OrderRecord,
  shop: Pick<ShopRecord, 'name' | 'slug'>,
  publicUrl: string,
): string {
  const units = order.lines.length === 1 ? '1 producto' : `${order.lines.length} productos`;
  return [
    `Nuevo pedido ${order.code} en ${shop.name}: ${units}, total ${formatMoney(order.total, order.country_id)}.`,
    `Detalle y entrega: ${managerOrderUrl(publicUrl, shop.slug, order.id)}`,
  ].join('\n');
}

export type OwnerChange = 'edited' | 'canceled';

/** The owner-notice templates of a change to an order; limited like new-order notices. */
export const OWNER_CHANGE_TEMPLATES: Readonly<Record<OwnerChange, string>> = {
  edited: 'order_edited_for_owner',
  canceled: 'order_canceled_for_owner',
};

/**
 * The owner's notice that an order already announced changed: prepared with the old lines, the
 * owner must learn of an edit or a cancellation as surely as of the order itself.
 */
export function ownerChangeEntry(
  order: Pick<OrderRecord, 'id' | 'code' | 'country_id'>,
  change: { kind: OwnerChange; lineCount: number; total: number },
  shop: Pick<ShopRecord, 'name' | 'slug' | 'owner_phone'>,
  publicUrl: string,
  now: Date,
): OutboxEntry | null {
  if (!shop.owner_phone) return null;
  const url = managerOrderUrl(publicUrl, shop.slug, order.id);
  const units = change.lineCount === 1 ? '1 producto' : `${change.lineCount} productos`;
  const headline =
    change.kind === 'edited'
      ? `Pedido ${order.code} en ${shop.name} modificado: ${units}, total ${formatMoney(change.total, order.country_id)}.`
      : `Pedido ${order.code} en ${shop.name} cancelado: no lo prepares.`;
  return {
    to: shop.owner_phone,
    message: [headline, `Detalle: ${url}`].join('\n'),
    template: OWNER_CHANGE_TEMPLATES[change.kind],
    params: { order_id: order.id, code: order.code, url },
    // Every edit is news; a cancellation happens once.
    dedupeKey:
      change.kind === 'edited'
        ? `order:${order.id}:owner-edited:${now.toISOString()}`
        : `order:${order.id}:owner-canceled`,
  };
}

/**
 * Confirmation to the customer (capped by shared/domain) and the new-order notice to the
 * shop owner with the manager-site link, as outbox entries: the order's transaction writes
 * them, so they exist exactly when the order does, and the worker delivers them afterwards.
 */
export function orderMessages(
  order: OrderRecord,
  shop: ShopRecord,
  customer: { name: string; phone: string },
  {
    publicUrl,
    leaderName = null,
    paymentAccount = null,
    locale = null,
    pickupPointNames = null,
  }: {
    publicUrl: string;
    /** The shopper's locale, which the customer's confirmation is written in. */
    locale?: string | null;
    /** The pickup point's translated names: the message names the point in that locale. */
    pickupPointNames?: ContentTranslations | null;
    /** The community leader who placed the order for this customer, named in the message. */
    leaderName?: string | null;
    /** Where to pay for transfer, Yape or BCP orders (see payments' paymentAccountFor). */
    paymentAccount?: PaymentAccountInput | null;
  },
): OutboxEntry[] {
  const message = buildConfirmationMessage({
    // A guest's own words (name, address) travel as plain, capped text: never as a link.
    customerName: plainMessageText(customer.name),
    orderCode: order.code,
    shopName: shop.name,
    countryId: order.country_id,
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      subtotal: line.line_total,
      unit: line.unit_erp_name,
      scale: typeof line.product.scale === 'number' ? line.product.scale : null,
    })),
    total: order.total,
    deliveryDate: parseDeliveryDate(order.delivery_date),
    deliveryAddress:
      order.delivery_address_main_line === null
        ? null
        : plainMessageText(order.delivery_address_main_line),
    placedByLeader: leaderName,
    // A pickup at the shop itself has no pickup point; the message still says where to go.
    pickupPlace: order.pickup_point
      ? {
          ...order.pickup_point,
          name: localizedText(
            order.pickup_point.name,
            pickupPointNames,
            locale ?? undefined,
            'name',
          ),
        }
      : { name: shop.name, address: shop.address },
    locale,
    paymentAccount,
  });
  const entries: OutboxEntry[] = [
    {
      to: customer.phone,
      message,
      template: 'order_confirmation',
      params: { order_id: order.id, code: order.code },
      dedupeKey: `order:${order.id}:confirmation`,
    },
  ];
  if (shop.owner_phone) {
    entries.push({
      to: shop.owner_phone,
      message: ownerMessage(order, shop, publicUrl),
      template: 'order_new_for_owner',
      params: {
        order_id: order.id,
        code: order.code,
        url: managerOrderUrl(publicUrl, shop.slug, order.id),
      },
      dedupeKey: `order:${order.id}:owner`,
    });
  }
  return entries;
}
