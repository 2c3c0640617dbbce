import type { AppContext } from '../../app-context';
import { badRequest, conflict, notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { canActForCustomer } from '../customers/leader-scope';
import { deliveryCodeFlagEnabled } from '../flags/flag-service';
import { findOrder, findOrderCursor, listCustomerOrders } from './order-reads';
import type { OrderRecord } from './order-records';
import { toOrderResponse, type OrderResponse } from './order-view';

/** The order if the caller may see it (its customer or their community leader); 404 otherwise. */
export async function visibleOrder(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  orderId: string,
): Promise<OrderRecord> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || !(await canActForCustomer(auth, order.customer_id, ctx.db))) {
    throw notFound('order_not_found', 'Order not found.');
  }
  return order;
}

export async function getOrder(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  orderId: string,
): Promise<OrderResponse> {
  return toOrderResponse(await visibleOrder(ctx, auth, orderId), ctx.clock.now());
}

export async function listOrders(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  auth: AuthContext,
  query: {
    customer_id: number;
    last_uuid?: string | undefined;
    page_size: number;
    status?: 'confirmed' | undefined;
  },
): Promise<{ orders: OrderResponse[]; last_uuid: string | null; has_more: boolean }> {
  if (!(await canActForCustomer(auth, query.customer_id, ctx.db)))
    throw notFound('customer_not_found', 'Customer not found.');
  let after: { created_at: Date; id: string } | null = null;
  if (query.last_uuid) {
    after = (await findOrderCursor(ctx.db, query.last_uuid, query.customer_id)) ?? null;
    if (!after)
      throw badRequest('invalid_cursor', 'last_uuid is not an order of this customer.', {
        fields: { last_uuid: 'Unknown order.' },
      });
  }
  const rows = await listCustomerOrders(
    ctx.db,
    query.customer_id,
    after,
    query.page_size + 1,
    query.status,
  );
  const page = rows.slice(0, query.page_size);
  const hasMore = rows.length > query.page_size;
  const now = ctx.clock.now();
  return {
    orders: page.map((o) => toOrderResponse(o, now)),
    last_uuid: hasMore ? (page[page.length - 1]?.id ?? null) : null,
    has_more: hasMore,
  };
}

/** PATCH /api/getcode: the delivery code the customer shows the shop owner, in the countries that use it. */
export async function deliveryCode(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  query: { orderId: string; countryId: number; customerId: number },
): Promise<{ order_id: string; code: string }> {
  const order = await findOrder(ctx.db, query.orderId);
  if (
    !order ||
    order.country_id !== query.countryId ||
    order.customer_id !== query.customerId ||
    !(await canActForCustomer(auth, order.customer_id, ctx.db))
  ) {
    throw notFound('order_not_found', 'Order not found.');
  }
  if (!(await deliveryCodeFlagEnabled(ctx.db, order.country_id))) {
    throw notFound('delivery_code_not_used', 'Orders in this country have no delivery code.');
  }
  if (order.status === 'canceled' || order.status === 'delivered') {
    throw conflict('order_closed', 'This order is already closed.', {
      details: { status: order.status },
    });
  }
  return { order_id: order.id, code: order.delivery_code };
}
