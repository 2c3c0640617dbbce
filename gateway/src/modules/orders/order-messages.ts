import { buildConfirmationMessage, formatMoney, parseDeliveryDate } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { paymentAccountLine } from '../payments/payment-service';
import type { OrderRecord, ShopRow } from './order-repository';

export function managerOrderUrl(publicUrl: string, shopSlug: string, orderId: string): string {
  return `${publicUrl}/${encodeURIComponent(shopSlug)}/${orderId}`;
}

export function ownerMessage(
  order: OrderRecord,
  shop: Pick<ShopRow, 'name' | 'slug'>,
  publicUrl: string,
): string {
  const units = order.lines.length === 1 ? '1 producto' : `${order.lines.length} productos`;
  return [
    `Nuevo pedido ${order.code} en ${shop.name}: ${units}, total ${formatMoney(order.total, order.country_id)}.`,
    `Detalle y entrega: ${managerOrderUrl(publicUrl, shop.slug, order.id)}`,
  ].join('\n');
}

/**
 * Confirmation to the customer (capped by shared/domain) and the new-order notice to the
 * shop owner with the manager-site link. The order already exists: a message failure is
 * logged, never turned into a failed order.
 */
export async function sendOrderMessages(
  ctx: Pick<AppContext, 'outbox' | 'logger' | 'config' | 'db'>,
  order: OrderRecord,
  shop: ShopRow,
  customer: { name: string; phone: string },
): Promise<void> {
  try {
    const message = buildConfirmationMessage({
      customerName: customer.name,
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
      deliveryAddress: order.delivery_address_main_line,
    });
    const account = await paymentAccountLine(ctx.db, order);
    await ctx.outbox.send({
      to: customer.phone,
      message: account ? `${message}\n${account}` : message,
      template: 'order_confirmation',
      params: { order_id: order.id, code: order.code },
    });
    if (shop.owner_phone) {
      await ctx.outbox.send({
        to: shop.owner_phone,
        message: ownerMessage(order, shop, ctx.config.publicUrl),
        template: 'order_new_for_owner',
        params: {
          order_id: order.id,
          code: order.code,
          url: managerOrderUrl(ctx.config.publicUrl, shop.slug, order.id),
        },
      });
    }
  } catch (error) {
    ctx.logger.error({ err: error, orderId: order.id }, 'order messages could not be queued');
  }
}
