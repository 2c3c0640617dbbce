// The message worker process (`node gateway/dist/worker.mjs`): relays committed outbox rows to
// the queue and delivers them. Gateways then run with OUTBOX_WORKER=off. Needs DATABASE_URL
// (the gateways' PostgreSQL) and REDIS_URL (BullMQ); scale it by running more of them.
import { createDeliveryProvider } from './app-context';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { migrateToLatest } from './db/migrator';
import { createLogger } from './logger';
import { OutboxWorker } from './modules/messages/delivery/outbox-worker';
import { PushNotifier } from './modules/push/push-notifier';
import { createWebPushSender, pushSenderOptions } from './modules/push/push-sender';
import { resolveVapidKeys } from './modules/push/vapid-keys';
import { createSharedState } from './shared-state/shared-state';

const SHUTDOWN_GRACE_MS = 30_000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config).child({ role: 'worker' });
  if (!config.databaseUrl || !config.redisUrl) {
    logger.fatal(
      'the worker process needs DATABASE_URL and REDIS_URL; with PGlite the gateway delivers in-process',
    );
    process.exit(1);
  }
  const database = await createDatabase(config, { logger, schema: config.databaseSchema });
  await migrateToLatest(database.db, database.schema);
  database.health.start(2000);
  const shared = await createSharedState(config, logger);
  const worker = new OutboxWorker({
    db: database.db,
    provider: createDeliveryProvider(
      config,
      logger,
      new PushNotifier(
        database.db,
        createWebPushSender(resolveVapidKeys(config, logger), pushSenderOptions(config)),
        logger,
      ),
    ),
    logger,
    config,
    shared,
  });
  await worker.start();

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down: finishing the deliveries in progress');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void worker
      .close()
      .then(() => shared.close())
      .then(() => database.close())
      .finally(() => {
        logger.info('worker stopped');
        process.exit(0);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
