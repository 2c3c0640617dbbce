#!/usr/bin/env node
// Before the PostgreSQL pass of the tests: PostgreSQL (DATABASE_URL) and Redis (REDIS_URL)
// must answer, or the run stops here with a message naming the one that does not.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// pg and ioredis are the gateway's own dependencies: on a fresh clone they are installed first.
ensureInstall();
const require = createRequire(path.join(root, 'gateway/package.json'));
const pg = require('pg');
const { Redis } = require('ioredis');

const failures = [];
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    failures.push(
      `PostgreSQL at ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} does not answer (${error.message}). ` +
        'Start it (Debian: pg_ctlcluster 15 main start) or point DATABASE_URL at one.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

const redis = new Redis(redisUrl, {
  lazyConnect: true,
  connectTimeout: 5000,
  maxRetriesPerRequest: 0,
  retryStrategy: () => null,
});
let redisError;
// The refusal is reported below, once, rather than as ioredis's unhandled error event.
redis.on('error', (error) => {
  redisError ??= error;
});
try {
  await redis.connect();
  await redis.ping();
} catch (error) {
  failures.push(
    `Redis at ${redisUrl} does not answer (${(redisError ?? error).message}). ` +
      'Start it (redis-server --daemonize yes) or point REDIS_URL at one.',
  );
} finally {
  redis.disconnect();
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`[services] ${failure}`);
  process.exit(1);
}
console.log(
  `[services] PostgreSQL${databaseUrl ? '' : ' (not used: no DATABASE_URL)'} and Redis answer`,
);
