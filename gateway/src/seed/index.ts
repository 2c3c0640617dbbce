import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { seedCommerce } from './commerce';
import { seedCore } from './core-seed';
import { refreshPlannerStatistics } from './planner-statistics';
import type { CoreSeedResult } from './types';

export type { CoreSeedResult, SeededCustomer, SeededShop } from './types';

export interface SeedOptions {
  logger?: Logger;
}

/** Demo data of DESIGN.md in one transaction: core data, then the commerce data built on it. */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<CoreSeedResult> {
  const started = Date.now();
  const result = await db.transaction().execute(async (trx) => {
    const core = await seedCore(trx);
    await seedCommerce(trx, core);
    return core;
  });
  await refreshPlannerStatistics(db);
  options.logger?.info({ ms: Date.now() - started }, 'demo data seeded');
  return result;
}

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('countries').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Seeds only a database with no countries yet; true when it did. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db, options);
  return true;
}
