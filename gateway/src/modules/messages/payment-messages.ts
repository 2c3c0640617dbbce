import { formatMoney } from '@barrio/shared/domain';
import type { DbOrTx } from '../../db/schema';
import { writeToOutbox } from './outbox-writer';
import { paymentOutcomeText } from './payment-message-text';

/**
 * The customer's notice of a payment outcome, written in the callback's transaction: a
 * provider repeating its callback (they all do) settles nothing twice and, through the dedupe
 * key, never writes a second message.
 */
export async function writePaymentOutcomeMessage(
  trx: DbOrTx,
  provider: string,
  payment: { linkId: string; orderId: string; outcome: 'approved' | 'declined'; amount: number },
  now: Date,
): Promise<void> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .select(['orders.code', 'orders.country_id', 'customers.phone', 'shops.name as shop_name'])
    .where('orders.id', '=', payment.orderId)
    .executeTakeFirst();
  if (!order) return;
  const amount = formatMoney(payment.amount, order.country_id);
  const message = paymentOutcomeText({
    outcome: payment.outcome,
    amount,
    code: order.code,
    shopName: order.shop_name,
    countryId: order.country_id,
  });
  await writeToOutbox(
    trx,
    provider,
    [
      {
        to: order.phone,
        message,
        template: payment.outcome === 'approved' ? 'payment_approved' : 'payment_declined',
        params: { order_id: payment.orderId, code: order.code, link_id: payment.linkId },
        dedupeKey: `payment:${payment.linkId}`,
      },
    ],
    now,
  );
}
