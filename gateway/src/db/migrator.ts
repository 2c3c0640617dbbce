import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as core0001 from './migrations/0001_core';
import * as commerce0002 from './migrations/0002_commerce';
import * as catalogPerformance0003 from './migrations/0003_catalog_performance';
import * as guestsAndCounters0004 from './migrations/0004_guests_and_counters';
import * as outboxDelivery0005 from './migrations/0005_outbox_delivery';
import * as beneficiaryGroupLeaders0006 from './migrations/0006_beneficiary_group_leaders';
import * as paymentsHandover0007 from './migrations/0007_payments_handover';
import * as productSearch0008 from './migrations/0008_product_search';
import * as translationsAndOrderRefunds0011 from './migrations/0011_translations_and_order_refunds';
import * as analyticsEvents0030 from './migrations/0030_analytics_events';
import * as analyticsRollups0031 from './migrations/0031_analytics_rollups';
import * as orderBounds0020 from './migrations/0020_order_bounds';
import * as outboxHandoverAndAttempts0012 from './migrations/0012_outbox_handover_and_attempts';
import * as outboxTraceparent0060 from './migrations/0060_outbox_traceparent';
import * as productPictures0050 from './migrations/0050_product_pictures';
import * as signInDevices0013 from './migrations/0013_sign_in_devices';
import * as neighbourInvitations0014 from './migrations/0014_neighbour_invitations';
import * as shopTranslations0015 from './migrations/0015_shop_translations';
import type { Database } from './schema';

/**
 * Migrations are imported statically: the production bundle has no migrations folder to read.
 * Names sort in the order they run; commerce migrations follow the core one.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core0001,
  '0002_commerce': commerce0002,
  '0003_catalog_performance': catalogPerformance0003,
  '0004_guests_and_counters': guestsAndCounters0004,
  '0005_outbox_delivery': outboxDelivery0005,
  '0006_beneficiary_group_leaders': beneficiaryGroupLeaders0006,
  '0007_payments_handover': paymentsHandover0007,
  '0008_product_search': productSearch0008,
  '0011_translations_and_order_refunds': translationsAndOrderRefunds0011,
  '0012_outbox_handover_and_attempts': outboxHandoverAndAttempts0012,
  '0013_sign_in_devices': signInDevices0013,
  '0014_neighbour_invitations': neighbourInvitations0014,
  '0015_shop_translations': shopTranslations0015,
  '0020_order_bounds': orderBounds0020,
  '0030_analytics_events': analyticsEvents0030,
  '0031_analytics_rollups': analyticsRollups0031,
  '0050_product_pictures': productPictures0050,
  '0060_outbox_traceparent': outboxTraceparent0060,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * An advisory lock key, held shared while a schema of its own is migrated and exclusively while
 * such a schema is dropped (dropSchema). kysely's migrator reads the catalogue of every schema
 * in the database (its introspection asks has_schema_privilege of each), which fails with
 * "schema ... does not exist" when another schema is dropped in that instant: the API tests
 * give each test file a schema and drop it at the end while other files migrate theirs.
 */
export const SCHEMA_CHANGE_LOCK = 7_245_113;

/** Drops a schema of its own (a test file's), never while another schema is being migrated. */
export async function dropSchema(db: Kysely<Database>, schema: string): Promise<void> {
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    try {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(connection);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    }
  });
}

export async function migrateToLatest(db: Kysely<Database>, schema = 'public'): Promise<string[]> {
  // The public schema is the one of a deployment, where no schema is ever dropped; PGlite (one
  // connection, one process) always uses it.
  if (schema === 'public') return migrateSchema(db, schema);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock_shared(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    try {
      return await migrateSchema(db, schema);
    } finally {
      await sql`select pg_advisory_unlock_shared(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    }
  });
}

async function migrateSchema(db: Kysely<Database>, schema: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    // Each module numbers its migrations in a range of its own (0012 security, 0031
    // analytics…), so an upgrade can bring one that sorts before a migration the database
    // already ran; they touch separate tables, and refusing to start would help no one.
    allowUnorderedMigrations: true,
    ...(schema !== 'public' ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a non-Error thrown is shown as it stringifies
      `Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
