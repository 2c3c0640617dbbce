import { sql } from 'kysely';
import type { DbOrTx } from '../../db/schema';

export interface WindowLimit {
  limit: number;
  windowMs: number;
}

export interface WindowTake {
  /** False when the window's limit was already reached. */
  allowed: boolean;
  /** When the current window ends and the count starts again. */
  resetsAt: Date;
}

/**
 * Takes one unit from a fixed-window counter in a single statement (insert or update of one
 * row, which PostgreSQL locks), so parallel requests on any number of gateways can never take
 * more than `limit` in a window.
 */
export async function takeFromWindow(
  db: DbOrTx,
  key: string,
  { limit, windowMs }: WindowLimit,
  now: Date,
): Promise<WindowTake> {
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
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return {
    allowed: row.count <= limit,
    resetsAt: new Date(new Date(row.window_start).getTime() + windowMs),
  };
}
