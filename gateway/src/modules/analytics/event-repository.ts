import { sql } from 'kysely';
import type { AnalyticsAccount, CollectedEvent } from '@barrio/shared/analytics-contract';
import type { Database, DB } from '../../db/schema';
import { addEventsToRollups } from './rollup-repository';

export interface EventRow {
  account: AnalyticsAccount;
  occurredAt: Date;
  event: CollectedEvent;
}

/** Stores a batch and adds it to the summary's rollups, all of it or nothing. */
export async function insertEvents(db: DB, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const times = rows.map((row) => row.occurredAt.getTime());
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('analytics_events')
      .values(
        rows.map(({ account, occurredAt, event }) => ({
          account,
          shop_slug: event.shop,
          event: event.event,
          occurred_at: occurredAt,
          distinct_id: event.distinctId,
          customer_id: event.customerId,
          tier_id: event.tierId,
          properties: JSON.stringify(event.properties),
        })),
      )
      .returning('id')
      .execute();
    await addEventsToRollups<Database>(
      trx,
      stored.map((row) => row.id),
      new Date(Math.min(...times)),
      new Date(Math.max(...times)),
    );
  });
}

/** Plain table (PGlite): deletes the events older than `cutoff`. */
export async function deleteEventsBefore(db: DB, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('analytics_events')
    .where('occurred_at', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface LatestEventsQuery {
  limit: number;
  /** Only events with a larger id (the page polls for what is new). */
  afterId?: number | undefined;
}

export async function latestEvents(db: DB, { limit, afterId }: LatestEventsQuery) {
  let query = db
    .selectFrom('analytics_events')
    .select([
      'id',
      'account',
      'shop_slug',
      'event',
      'occurred_at',
      'distinct_id',
      'customer_id',
      'tier_id',
      'properties',
    ])
    .orderBy('id', 'desc')
    .limit(limit);
  if (afterId !== undefined) query = query.where(sql<boolean>`id > ${afterId}`);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    account: row.account,
    shop: row.shop_slug,
    event: row.event,
    occurred_at: new Date(row.occurred_at).toISOString(),
    distinct_id: row.distinct_id,
    customer_id: row.customer_id,
    tier_id: row.tier_id,
    properties: row.properties,
  }));
}
