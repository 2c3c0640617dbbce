import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { createSharedState } from '../shared-state/shared-state';
import { createDatabase } from '../db/client';
import { migrateToLatest } from '../db/migrator';
import { seedIfEmpty } from './index';
import { seedLargeCatalog } from './large-catalog';

/**
 * `npm run seed -- [--products N] [--shop grande-mx] [--country 2]`; `--migrate-only` applies
 * the migrations and nothing else (the deployment's migration job).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      shop: { type: 'string', default: 'grande-mx' },
      country: { type: 'string', default: '2' },
      'migrate-only': { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const loaded = loadConfig();
  // A bulk import runs statements far longer than any request may (inserting and vacuuming
  // tens of thousands of rows on a busy machine): the request-sized limit does not apply.
  const config = {
    ...loaded,
    dbStatementTimeoutMs: Math.max(loaded.dbStatementTimeoutMs, 600_000),
  };
  const logger = createLogger(config);
  const database = await createDatabase(config, { schema: config.databaseSchema });
  try {
    const applied = await migrateToLatest(database.db, database.schema);
    if (values['migrate-only']) {
      logger.info({ migrations: applied }, 'migrations applied');
      return;
    }
    const seeded = await seedIfEmpty(database.db, { logger });
    logger.info(seeded ? 'demo data seeded' : 'demo data already present');
    if (values.products !== undefined) {
      const count = Number(values.products);
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
        throw new Error('--products must be a whole number between 1 and 1000000');
      }
      const started = Date.now();
      const result = await seedLargeCatalog(database.db, {
        products: count,
        slug: values.shop,
        countryId: Number(values.country),
      });
      logger.info(
        { ...result, slug: values.shop, ms: Date.now() - started },
        'large catalogue ready',
      );
      // Running gateways drop their cached shops and counts now, not when they expire.
      const shared = await createSharedState(config, logger);
      await shared.publish('catalogue');
      await shared.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
