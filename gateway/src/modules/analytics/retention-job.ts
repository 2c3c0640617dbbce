import type { Logger } from 'pino';
import type { AppContext } from '../../app-context';
import { deleteEventsBefore } from './event-repository';
import { dropPartitionsBefore, ensureDailyPartitions, eventStorageKind } from './event-partitions';
import { pruneRollupsBefore } from './rollup-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of partitions kept ready ahead of today. */
export const PARTITION_DAYS_AHEAD = 7;
const EVERY_MS = 60 * 60 * 1000;

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/**
 * Once: deletes the events older than the retention setting (whole days dropped on
 * PostgreSQL, rows deleted on PGlite) and, on PostgreSQL, creates the days ahead.
 */
export async function runAnalyticsMaintenance(
  ctx: Ctx,
): Promise<{ removed: number; created: number }> {
  const now = ctx.clock.now().getTime();
  const cutoff = now - ctx.config.analytics.retentionDays * DAY_MS;
  await pruneRollupsBefore(ctx.db, new Date(cutoff));
  if ((await eventStorageKind(ctx.db)) === 'plain') {
    return { removed: await deleteEventsBefore(ctx.db, new Date(cutoff)), created: 0 };
  }
  const created = await ensureDailyPartitions(ctx.db, now, now, PARTITION_DAYS_AHEAD);
  const dropped = await dropPartitionsBefore(ctx.db, cutoff);
  // What the default partition caught (a day that had no partition yet) ages out too.
  const removed = await deleteEventsBefore(ctx.db, new Date(cutoff));
  return { removed: dropped + removed, created };
}

/** Runs the maintenance now and then hourly; every gateway may run it, it is idempotent. */
export function startAnalyticsMaintenance(ctx: Ctx, logger: Logger): { stop(): void } {
  const run = () => {
    runAnalyticsMaintenance(ctx).then(
      (result) => logger.debug(result, 'analytics maintenance'),
      (error: unknown) => logger.warn({ err: error }, 'analytics maintenance failed'),
    );
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
