import type { DbOrTx } from '../../db/schema';
import type { PaymentLinkStatus, PaymentStatus } from '../../db/schema/commerce';

export interface PaymentLinkRecord {
  id: string;
  order_id: string;
  provider: string;
  amount: number;
  status: PaymentLinkStatus;
  url: string;
}

export interface PaymentLinkView extends PaymentLinkRecord {
  order_code: string;
  order_status: string;
  payment_status: PaymentStatus;
  country_id: number;
  shop_name: string;
  shop_slug: string;
}

export async function findPendingLink(
  db: DbOrTx,
  orderId: string,
  provider: string,
): Promise<PaymentLinkRecord | undefined> {
  const row = await db
    .selectFrom('payment_links')
    .select(['id', 'order_id', 'provider', 'amount', 'status', 'url'])
    .where('order_id', '=', orderId)
    .where('provider', '=', provider)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}

export async function insertLink(
  db: DbOrTx,
  link: PaymentLinkRecord & { community_leader_id: number | null; created_at: Date },
): Promise<void> {
  await db
    .insertInto('payment_links')
    .values({ ...link, updated_at: link.created_at })
    .execute();
}

export async function findLinkView(
  db: DbOrTx,
  linkId: string,
  options: { lock?: boolean } = {},
): Promise<PaymentLinkView | undefined> {
  let query = db
    .selectFrom('payment_links')
    .innerJoin('orders', 'orders.id', 'payment_links.order_id')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .select([
      'payment_links.id',
      'payment_links.order_id',
      'payment_links.provider',
      'payment_links.amount',
      'payment_links.status',
      'payment_links.url',
      'orders.code as order_code',
      'orders.status as order_status',
      'orders.payment_status',
      'orders.country_id',
      'shops.name as shop_name',
      'shops.slug as shop_slug',
    ])
    .where('payment_links.id', '=', linkId);
  if (options.lock) query = query.forUpdate(['payment_links', 'orders']);
  const row = await query.executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}

export async function setLinkStatus(
  db: DbOrTx,
  linkId: string,
  status: PaymentLinkStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('payment_links')
    .set({ status, updated_at: now })
    .where('id', '=', linkId)
    .execute();
}

export async function setOrderPaymentStatus(
  db: DbOrTx,
  orderId: string,
  status: PaymentStatus,
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: status, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}
