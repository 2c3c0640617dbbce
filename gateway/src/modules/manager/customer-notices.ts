import { formatMoney, roundMoney } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import { writeToOutbox } from '../messages/outbox-writer';
import type { OrderRecord } from '../orders/order-records';
import { findCustomerContacts } from './manager-repository';

export type HandoverNotice = 'order_ready' | 'order_delivered';

/** "Ready" names where to collect the order and what is left to pay; "delivered" thanks. */
async function noticeText(trx: DbOrTx, order: OrderRecord, notice: HandoverNotice) {
  if (notice === 'order_delivered') {
    return `Tu pedido ${order.code} de ${order.shop_name} fue entregado. ¡Gracias por tu compra!`;
  }
  const point = order.pickup_point;
  const where = point ? `${point.name} (${point.address})` : order.shop_name;
  const due = roundMoney(order.total - order.wallet_debit);
  const toPay =
    order.payment_status === 'paid' || due <= 0
      ? ''
      : ` Total a pagar: ${formatMoney(due, order.country_id)}.`;
  return `Tu pedido ${order.code} está listo para retirar en ${where}.${toPay}`;
}

/**
 * Writes the customer's "ready" or "delivered" message in the transaction of the state change
 * (transactional outbox): the message exists exactly when the change committed, a crash after
 * the commit cannot lose it, and a retried change announces itself once (dedupe key).
 */
export async function writeHandoverNotice(
  trx: DbOrTx,
  provider: string,
  order: OrderRecord,
  notice: HandoverNotice,
  now: Date,
): Promise<void> {
  const contact = (await findCustomerContacts(trx, [order.customer_id])).get(order.customer_id);
  if (!contact) return;
  await writeToOutbox(
    trx,
    provider,
    [
      {
        to: contact.phone,
        template: notice,
        message: await noticeText(trx, order, notice),
        params: { order_id: order.id, code: order.code },
        dedupeKey: `order:${order.id}:${notice}`,
      },
    ],
    now,
  );
}
