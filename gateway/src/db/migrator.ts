import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as core0001 from './migrations/0001_core';
import * as commerce0002 from './migrations/0002_commerce';
import * as catalogPerformance0003 from './migrations/0003_catalog_performance';
import * as productSearch0004 from './migrations/0004_product_search';
import type { Database } from './schema';

/**
 * Migrations are imported statically: the production bundle has no migrations folder to read.
 * Names sort in the order they run; commerce migrations follow the core one.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core0001,
  '0002_commerce': commerce0002,
  '0003_catalog_performance': catalogPerformance0003,
  '0004_product_search': productSearch0004,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<Database>, schema = 'public'): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(schema !== 'public' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      `Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
