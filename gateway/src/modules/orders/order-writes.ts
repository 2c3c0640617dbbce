import { sql, type Compilable, type Insertable, type QueryCreator } from 'kysely';
import type { Database, DbOrTx } from '../../db/schema';
import type { OrderStatusValue, PaymentStatus } from '../../db/schema/commerce';
import { statementTemplate } from '../../db/statement-template';
import { outboxInsert } from '../messages/outbox-writer';
import { completeKey, type CompletedKey } from './idempotency';
import type { NewOrder, OrderLineRecord } from './order-records';

export async function nextOrderNumber(db: DbOrTx): Promise<number> {
  const { rows } = await sql<{ n: string | number }>`select nextval('order_code_seq') as n`.execute(
    db,
  );
  return Number(rows[0]?.n);
}

export async function insertOrder(
  db: DbOrTx,
  order: NewOrder,
  lines: OrderLineRecord[],
): Promise<void> {
  await db
    .insertInto('orders')
    .values({
      ...order,
      customer_delivery_address: JSON.stringify(order.customer_delivery_address),
      updated_at: order.created_at,
    })
    .execute();
  await insertLines(db, order.id, lines);
}

/** A new order's number, as `<prefix>-<n>` (n drawn from order_code_seq by startOrder). */
export function orderCode(codePrefix: string, orderNumber: string): string {
  return `${codePrefix}-${orderNumber}`;
}

interface FirstStatus {
  reason: string | null;
  actor_customer_id: number | null;
}

/** A new order's rows as its statement writes them (see withPlacedOrder). */
export interface PlacedOrderRows {
  firstStatus: Insertable<Database['order_status_history']>;
  lines: Insertable<Database['order_lines']>[];
  order: Insertable<Database['orders']>;
}

export function placedOrderRows(
  order: NewOrder,
  lines: OrderLineRecord[],
  firstStatus: FirstStatus,
): PlacedOrderRows {
  // An order has at least one line (the payload's schema), so the lines' insert always has rows.
  if (lines.length === 0) throw new Error(`order ${order.id} has no lines`);
  return {
    firstStatus: {
      order_id: order.id,
      from_status: null,
      to_status: order.status,
      reason: firstStatus.reason,
      actor_customer_id: firstStatus.actor_customer_id,
      created_at: order.created_at,
    },
    lines: lines.map((line) => ({
      ...line,
      order_id: order.id,
      product: JSON.stringify(line.product),
    })),
    order: {
      ...order,
      customer_delivery_address: JSON.stringify(order.customer_delivery_address),
      updated_at: order.created_at,
    },
  };
}

/**
 * A new order, its lines and its first status as WITHs of whatever statement `db` goes on to
 * build (every statement is a round trip to the database, with the order's row locks held
 * meanwhile). The lines and the status reference the order: PostgreSQL checks those keys at
 * the end of the statement, once the order exists.
 */
export function withPlacedOrder(
  db: QueryCreator<Database>,
  rows: PlacedOrderRows,
): QueryCreator<Database> {
  // The WITHs' names are never read back: the statement only needs the tables it had.
  return db
    .with('first_status', (qb) => qb.insertInto('order_status_history').values(rows.firstStatus))
    .with('new_lines', (qb) => qb.insertInto('order_lines').values(rows.lines))
    .with('new_order', (qb) =>
      qb.insertInto('orders').values(rows.order),
    ) as unknown as QueryCreator<Database>;
}

/** A new order, its lines and its first status in ONE statement of their own. */
export async function insertPlacedOrder(db: DbOrTx, rows: PlacedOrderRows): Promise<void> {
  await withPlacedOrder(db, rows)
    .selectNoFrom(sql<number>`1`.as('written'))
    .execute();
}

/** What a new order's last statement writes: see writeOrderLast. */
interface LastStatementValues {
  /** The order's rows, unless a statement of their own wrote them (insertPlacedOrder). */
  order: PlacedOrderRows | undefined;
  messages: Insertable<Database['outbox_messages']>[];
  /** The idempotency key's stored answer, when the order was placed under a key. */
  answer: CompletedKey | undefined;
}

/** writeOrderLast's statement, built once per shape (statement-template.ts). */
const lastStatement = statementTemplate(
  (db: DbOrTx, values: LastStatementValues): Compilable<unknown> => {
    // Data-modifying WITHs must sit at the statement's top level, so the order's are added there.
    const withOrder = values.order ? withPlacedOrder(db, values.order) : db;
    if (!values.answer) return outboxInsert(withOrder, values.messages);
    const withMessages = withOrder.with('order_messages', (qb) =>
      outboxInsert(qb, values.messages),
    ) as unknown as QueryCreator<Database>;
    return completeKey(withMessages, values.answer);
  },
);

/**
 * The last statement of a new order's transaction, one round trip before COMMIT: the order
 * (unless written earlier), its messages and, when there is a key, the answer a retry under the
 * same key will be given.
 */
export async function writeOrderLast(db: DbOrTx, values: LastStatementValues): Promise<void> {
  await lastStatement.execute(db, values);
}

export async function insertLines(
  db: DbOrTx,
  orderId: string,
  lines: OrderLineRecord[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insertInto('order_lines')
    .values(
      lines.map((line) => ({ ...line, order_id: orderId, product: JSON.stringify(line.product) })),
    )
    .execute();
}

export async function replaceLines(
  db: DbOrTx,
  orderId: string,
  lines: OrderLineRecord[],
): Promise<void> {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
  await insertLines(db, orderId, lines);
}

export async function insertStatusHistory(
  db: DbOrTx,
  entry: {
    order_id: string;
    from_status: OrderStatusValue | null;
    to_status: OrderStatusValue;
    reason: string | null;
    actor_customer_id: number | null;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('order_status_history').values(entry).execute();
}

export async function updateOrder(
  db: DbOrTx,
  id: string,
  changes: Partial<{
    status: OrderStatusValue;
    payment_status: PaymentStatus;
    sum_of_line_totals: number;
    discount_value: number;
    total: number;
    wallet_debit: number;
    cancel_reason: string | null;
    delivered_at: Date;
    ready_at: Date;
    delivery_code_attempts: number;
    coupon_id: number | null;
    coupon_code: string | null;
  }>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}
