import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/**
 * Takes one unit from a fixed-window counter in a single statement (insert or update of one
 * row, which PostgreSQL locks), so parallel requests on any number of gateways can never take
 * more than `limit` in a window. Returns false when the window's limit was already reached.
 */
export async function takeFromWindow(
  db: DbOrTx,
  key: string,
  { limit, windowMs }: WindowLimit,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rate_counters')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_counters.window_start <= ${windowStart} then 1 else rate_counters.count + 1 end`,
        window_start: sql<Date>`case when rate_counters.window_start <= ${windowStart} then ${now} else rate_counters.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count <= limit;
}
