import { roundMoney } from '@barrio/shared/domain';
import {
  PICKUP_POINT_ORDER_STATUSES as TO_COLLECT,
  type PickupPointOrder,
  type PickupPointOrders,
} from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/schema';
import { notFound } from '../../errors/app-error';
import type { AuthContext } from '../auth/auth-types';
import { leaderActingAsCaller } from './leader-service';

const MAX_ORDERS = 300;

async function pointsRunBy(db: DbOrTx, leaderId: number) {
  return db
    .selectFrom('shops')
    .select(['id', 'slug', 'name', 'address'])
    .where('community_leader_id', '=', leaderId)
    .orderBy('id')
    .execute();
}

async function ordersToCollectAt(db: DbOrTx, pointIds: readonly number[]) {
  if (pointIds.length === 0) return [];
  return db
    .selectFrom('orders')
    .innerJoin('shops as seller', 'seller.id', 'orders.shop_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .select([
      'orders.id',
      'orders.code',
      'orders.status',
      'orders.delivery_date',
      'orders.country_id',
      'orders.total',
      'orders.wallet_debit',
      'orders.payment_status',
      'orders.pickup_point_shop_id',
      'seller.name as shop_name',
      'seller.slug as shop_slug',
      'customers.name',
      'customers.last_name',
      'customers.phone',
    ])
    .where('orders.pickup_point_shop_id', 'in', [...pointIds])
    .where('orders.status', 'in', [...TO_COLLECT])
    .orderBy('orders.delivery_date', 'asc')
    .orderBy('orders.created_at', 'asc')
    .limit(MAX_ORDERS)
    .execute();
}

/**
 * GET /api/communityleader/{id}/pickup-point-orders: what neighbours will collect at the pickup
 * points this leader runs. Only that leader sees it; anyone else, signed in or not, is told the
 * leader does not exist (404).
 */
export async function pickupPointOrders(
  ctx: Pick<AppContext, 'db'>,
  auth: AuthContext,
  leaderId: number,
): Promise<PickupPointOrders> {
  // Anonymous callers get the same 404 as everyone else here: no hint that the leader exists.
  if (auth.customerId === null)
    throw notFound('community_leader_not_found', 'Community leader not found.');
  const leader = await leaderActingAsCaller(ctx.db, auth, leaderId);
  const points = await pointsRunBy(ctx.db, leader.id);
  const byId = new Map(points.map((p) => [p.id, p]));
  const rows = await ordersToCollectAt(
    ctx.db,
    points.map((p) => p.id),
  );
  return {
    points,
    orders: rows.map((r) => ({
      id: r.id,
      code: r.code,
      status: r.status as PickupPointOrder['status'],
      delivery_date: r.delivery_date,
      country_id: r.country_id,
      shop_name: r.shop_name,
      shop_slug: r.shop_slug,
      pickup_point: byId.get(r.pickup_point_shop_id!)!,
      customer: { name: r.name, last_name: r.last_name, phone: r.phone },
      total: { value: Number(r.total) },
      amount_due: { value: roundMoney(Number(r.total) - Number(r.wallet_debit)) },
      payment_status: r.payment_status,
    })),
  };
}
