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

export interface CustomerContact {
  id: number;
  name: string;
  last_name: string;
  phone: string;
}

export async function findCustomerContacts(
  db: DbOrTx,
  customerIds: readonly number[],
): Promise<Map<number, CustomerContact>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'name', 'last_name', 'phone'])
    .where('id', 'in', [...new Set(customerIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export interface TimeRange {
  id: number;
  label: string;
  start_hour: number;
  end_hour: number;
}

export async function findTimeRanges(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, TimeRange>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('delivery_time_ranges')
    .select(['id', 'label', 'start_hour', 'end_hour'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}
