import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

/** Counts a wrong code; returns the attempts used so far. */
export async function recordWrongCode(db: DbOrTx, orderId: string, now: Date): Promise<number> {
  const row = await db
    .updateTable('orders')
    .set({ delivery_code_attempts: sql`delivery_code_attempts + 1`, updated_at: now })
    .where('id', '=', orderId)
    .returning('delivery_code_attempts')
    .executeTakeFirstOrThrow();
  return row.delivery_code_attempts;
}

export async function findCustomerContact(
  db: DbOrTx,
  customerId: number,
): Promise<{ name: string; last_name: string; phone: string } | undefined> {
  return db
    .selectFrom('customers')
    .select(['name', 'last_name', 'phone'])
    .where('id', '=', customerId)
    .executeTakeFirst();
}
