import { sql, type Kysely } from 'kysely';

/**
 * On PostgreSQL `analytics_events` is partitioned by day (declarative range partitions on
 * `occurred_at`): the summary reads only the days it covers, and retention drops whole days
 * instead of deleting row by row. A default partition catches anything outside the days
 * created ahead, so that an insert never fails for want of a partition. PGlite (one process,
 * a developer's data) keeps a plain table.
 */
export type EventStorageKind = 'partitioned' | 'plain';

const DAY_MS = 24 * 60 * 60 * 1000;
const PARTITION_NAME = /^analytics_events_(\d{4})(\d{2})(\d{2})$/;

export async function eventStorageKind<T>(db: Kysely<T>): Promise<EventStorageKind> {
  const { rows } = await sql<{
    partitioned: boolean;
  }>`select exists (
       select 1 from pg_partitioned_table p
       join pg_class c on c.oid = p.partrelid
       where c.relname = 'analytics_events' and c.relnamespace = current_schema()::regnamespace
     ) as partitioned`.execute(db);
  return rows[0]?.partitioned ? 'partitioned' : 'plain';
}

export function dayStart(time: number): Date {
  const date = new Date(time);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function partitionName(day: Date): string {
  return `analytics_events_${day.toISOString().slice(0, 10).replace(/-/g, '')}`;
}

/** Creates the daily partitions from `fromTime`'s day through `daysAhead` days after `now`. */
export async function ensureDailyPartitions<T>(
  db: Kysely<T>,
  fromTime: number,
  now: number,
  daysAhead: number,
): Promise<number> {
  let created = 0;
  for (let day = dayStart(fromTime); day.getTime() <= now + daysAhead * DAY_MS;) {
    const next = new Date(day.getTime() + DAY_MS);
    const name = partitionName(day);
    try {
      const exists = await sql<{ found: boolean }>`
        select to_regclass(${name}) is not null as found`.execute(db);
      if (!exists.rows[0]?.found) {
        // Built apart and attached, with whatever the default partition caught for that day
        // moved into it: a plain CREATE ... PARTITION OF fails once the default holds such rows.
        const from = sql.lit(day.toISOString());
        const to = sql.lit(next.toISOString());
        await db.transaction().execute(async (trx) => {
          await sql`create table ${sql.id(name)} (like analytics_events including all)`.execute(
            trx,
          );
          await sql`with moved as (
              delete from analytics_events_default
              where occurred_at >= ${from} and occurred_at < ${to} returning *)
            insert into ${sql.id(name)} select * from moved`.execute(trx);
          await sql`alter table analytics_events attach partition ${sql.id(name)}
            for values from (${from}) to (${to})`.execute(trx);
        });
        created += 1;
      }
    } catch (error) {
      // Another gateway created the same day at the same moment: the day exists, as wanted.
      const code = (error as { code?: string }).code;
      if (code !== '42P07' && code !== '23505') throw error;
    }
    day = next;
  }
  return created;
}

/** Drops the daily partitions wholly older than `cutoff`; returns how many. */
export async function dropPartitionsBefore<T>(db: Kysely<T>, cutoff: number): Promise<number> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'analytics_events' and p.relnamespace = current_schema()::regnamespace`.execute(
    db,
  );
  let dropped = 0;
  for (const { name } of rows) {
    const match = PARTITION_NAME.exec(name);
    if (!match) continue;
    const end = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + DAY_MS;
    if (end > cutoff) continue;
    await sql`drop table if exists ${sql.id(name)}`.execute(db);
    dropped += 1;
  }
  return dropped;
}
