import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';
import type { WalletMovementKind } from '../../db/schema/commerce';

export interface WalletMovementRecord {
  id: number;
  amount: number;
  kind: WalletMovementKind;
  description: string;
  order_id: string | null;
  /** The order's code ("MX-1042"), what the shopper knows the order by. */
  order_code: string | null;
  created_at: Date;
}

export async function findWalletBalance(db: DbOrTx, customerId: number): Promise<number | null> {
  const row = await db
    .selectFrom('wallets')
    .select('balance')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/**
 * Takes `amount` from the wallet only if the balance covers it, in one statement: two
 * parallel debits can never both pass the check. Returns the new balance, or null.
 */
export async function debitWallet(
  db: DbOrTx,
  customerId: number,
  amount: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .updateTable('wallets')
    .set({ balance: sql`balance - ${amount}`, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('balance', '>=', sql<string>`${amount}`)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

export async function creditWallet(
  db: DbOrTx,
  customerId: number,
  amount: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .updateTable('wallets')
    .set({ balance: sql`balance + ${amount}`, updated_at: now })
    .where('customer_id', '=', customerId)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

export async function insertMovement(
  db: DbOrTx,
  movement: {
    customer_id: number;
    amount: number;
    kind: WalletMovementKind;
    description: string;
    order_id: string | null;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('wallet_movements').values(movement).execute();
}

/** Newest first; `beforeId` pages on. */
export async function listMovements(
  db: DbOrTx,
  customerId: number,
  limit: number,
  beforeId: number | null,
): Promise<WalletMovementRecord[]> {
  let query = db
    .selectFrom('wallet_movements')
    .leftJoin('orders', 'orders.id', 'wallet_movements.order_id')
    .select([
      'wallet_movements.id',
      'wallet_movements.amount',
      'wallet_movements.kind',
      'wallet_movements.description',
      'wallet_movements.order_id',
      'orders.code as order_code',
      'wallet_movements.created_at',
    ])
    .where('wallet_movements.customer_id', '=', customerId)
    .orderBy('wallet_movements.id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('wallet_movements.id', '<', beforeId);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}
