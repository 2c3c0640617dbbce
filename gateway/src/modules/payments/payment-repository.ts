import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';
import type { PaymentLinkStatus, PaymentStatus } from '../../db/schema/commerce';

export interface PaymentLinkRecord {
  id: string;
  order_id: string;
  provider: string;
  amount: number;
  status: PaymentLinkStatus;
  url: string;
  order_version: number;
  expires_at: Date;
  created_at: Date;
}

export interface PaymentLinkView extends PaymentLinkRecord {
  order_code: string;
  order_status: string;
  order_version_now: number;
  order_total: number;
  order_wallet_debit: number;
  payment_status: PaymentStatus;
  country_id: number;
  shop_name: string;
  shop_slug: string;
}

const LINK_COLUMNS = [
  'payment_links.id',
  'payment_links.order_id',
  'payment_links.provider',
  'payment_links.amount',
  'payment_links.status',
  'payment_links.url',
  'payment_links.order_version',
  'payment_links.expires_at',
  'payment_links.created_at',
] as const;

/** The order's newest link of any status (the one whose outcome the shopper sees). */
export async function findLatestLink(
  db: DbOrTx,
  orderId: string,
): Promise<PaymentLinkRecord | undefined> {
  const row = await db
    .selectFrom('payment_links')
    .select(LINK_COLUMNS)
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}

/** The order's one live (pending) link; a unique index allows no second one. */
export async function findLiveLink(
  db: DbOrTx,
  orderId: string,
): Promise<PaymentLinkRecord | undefined> {
  const row = await db
    .selectFrom('payment_links')
    .select(LINK_COLUMNS)
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}

export async function insertLink(
  db: DbOrTx,
  link: Omit<PaymentLinkRecord, 'created_at'> & {
    community_leader_id: number | null;
    created_at: Date;
  },
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
      ...LINK_COLUMNS,
      'orders.code as order_code',
      'orders.status as order_status',
      'orders.version as order_version_now',
      'orders.total as order_total',
      'orders.wallet_debit as order_wallet_debit',
      'orders.payment_status',
      'orders.country_id',
      'shops.name as shop_name',
      'shops.slug as shop_slug',
    ])
    .where('payment_links.id', '=', linkId);
  if (options.lock) query = query.forUpdate(['payment_links', 'orders']);
  const row = await query.executeTakeFirst();
  return row
    ? {
        ...row,
        amount: Number(row.amount),
        order_total: Number(row.order_total),
        order_wallet_debit: Number(row.order_wallet_debit),
      }
    : undefined;
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

/** Retires the order's live link, if any: it can no longer be approved. */
export async function expireLiveLinks(db: DbOrTx, orderId: string, now: Date): Promise<number> {
  const rows = await db
    .updateTable('payment_links')
    .set({ status: 'expired', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  return rows.length;
}

export async function setOrderPayment(
  db: DbOrTx,
  orderId: string,
  change: { payment_status: PaymentStatus; payment_method_id?: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...change, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** A new version of the order: links made for the old one cannot be approved any more. */
export async function bumpOrderVersion(db: DbOrTx, orderId: string, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ version: sql`version + 1`, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

export async function findOrderVersion(
  db: DbOrTx,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<number | undefined> {
  let query = db.selectFrom('orders').select('version').where('id', '=', orderId);
  if (options.lock) query = query.forUpdate();
  return (await query.executeTakeFirst())?.version;
}

export interface PaymentAccount {
  holder: string;
  account: string;
  bank: string | null;
}

export async function findPaymentAccount(
  db: DbOrTx,
  shopId: number,
  paymentMethodId: number,
): Promise<PaymentAccount | undefined> {
  return db
    .selectFrom('shop_payment_accounts')
    .select(['holder', 'account', 'bank'])
    .where('shop_id', '=', shopId)
    .where('payment_method_id', '=', paymentMethodId)
    .executeTakeFirst();
}
