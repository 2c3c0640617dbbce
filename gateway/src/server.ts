import { createServer, type Server } from 'node:http';
import { createGateway } from './app';
import { createAppContext, createDeliveryProvider } from './app-context';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrator';
import { seedIfEmpty } from './seed';
import { startMetricsServer } from './http/metrics-server';
import { createLogger } from './logger';
import { OutboxWorker } from './modules/messages/delivery/outbox-worker';
import { startAnalyticsMaintenance } from './modules/analytics/retention-job';
import { createSharedState } from './shared-state/shared-state';
import { flushTelemetry } from './telemetry/tracing';

const SHUTDOWN_GRACE_MS = 10_000;
const DATABASE_HEARTBEAT_MS = 2000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  const database = await createDatabase(config, {
    logger,
    schema: config.databaseSchema,
    maxConnections: config.dbPoolMax,
  });
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );
  const applied = await migrateToLatest(database.db, database.schema);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const seeded = await seedIfEmpty(database.db, { logger });
  if (seeded) logger.info('empty database seeded with demo data');
  const shared = await createSharedState(config, logger);
  logger.info({ shared: shared.kind }, 'shared state ready');

  // PGlite lives in this process; a network database is watched so that an outage is noticed
  // (and answered with 503) even before a request runs into it.
  if (database.kind === 'postgres') database.health.start(DATABASE_HEARTBEAT_MS);
  // Request paths answer 503 within a second on a hung server (after start-up's migrations).
  database.health.watchForHangs();
  const ctx = createAppContext({
    config,
    db: database.db,
    logger,
    dbHealth: database.health,
    shared,
    poolStats: database.poolStats,
  });
  // With OUTBOX_WORKER=off the messages are delivered by `worker.mjs` processes instead.
  const worker =
    config.outboxWorker === 'in-process'
      ? new OutboxWorker({
          db: database.db,
          provider: createDeliveryProvider(config, logger, ctx.push, ctx),
          logger,
          config,
          shared,
        })
      : undefined;
  await worker?.start();
  // Retention of the analytics events, and their days ahead on PostgreSQL (hourly).
  const analyticsMaintenance = startAnalyticsMaintenance(ctx, logger);

  // Kept public answers are written before Express sees the request (http/front-door.ts).
  const gateway = createGateway(ctx);
  const metricsServer =
    config.metricsPort === null
      ? null
      : await startMetricsServer({
          registry: gateway.metrics.registry,
          port: config.metricsPort,
          host: config.metricsHost,
          token: config.metricsToken,
          logger,
        });
  const server: Server = createServer(gateway.listener);
  server.listen(config.port, config.host, () => {
    logger.info(
      { port: config.port, host: config.host, url: config.publicUrl },
      'gateway listening',
    );
  });
  server.keepAliveTimeout = 65_000;
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness turns 503 at once; after SHUTDOWN_DELAY_MS (the load balancer has seen it and
    // stopped sending) the listener closes, requests in flight finish, then the deliveries in
    // flight, then the connections.
    ctx.lifecycle.draining = true;
    logger.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('forcing exit after grace period');
      process.exit(1);
    }, config.shutdownDelayMs + SHUTDOWN_GRACE_MS);
    force.unref();
    const closeAndExit = async () => {
      try {
        metricsServer?.close();
        analyticsMaintenance.stop();
        await worker?.close();
        await shared.close();
        await database.close();
        await flushTelemetry();
      } finally {
        logger.info('stopped');
        process.exit(0);
      }
    };
    setTimeout(() => {
      // closeAndExit ends the process whatever happens, so its promise has no one to report to.
      server.close(() => void closeAndExit());
      server.closeIdleConnections();
    }, config.shutdownDelayMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`gateway not started: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `gateway failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
