import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  Kysely,
  PostgresDialect,
  sql,
  type LogEvent,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import { DatabaseHealth, DatabaseHungError, isDatabaseOutage } from './health';
import { tracedDialect } from '../telemetry/tracing';
import { lockDataDir } from './data-dir-lock';
import { PGliteDialect } from './pglite-dialect';
import { preparedQuery } from './prepared-statements';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The schema every unqualified table lives in ('public' unless one was asked for). */
  schema: string;
  /** Whether the database answers; fed by every query's outcome. */
  health: DatabaseHealth;
  /** The PostgreSQL pool's use (for /metrics); absent on PGlite. */
  poolStats?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite's whole data folder as a tarball, for `loadDataDir` (absent on PostgreSQL). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Puts every table in this schema (created when missing); tests use one per file. */
  schema?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Where lost connections and outages are reported (silent when absent). */
  logger?: Logger;
  /**
   * Sees every statement run, BEGIN and COMMIT included, in the async context of the code that
   * ran it (tests count the transactions one request makes). Absent in production.
   */
  onStatement?: (sql: string) => void;
  /** Who opens an embedded database on disk, named to whoever finds it locked ('gateway'). */
  role?: string;
  /**
   * An in-memory PGlite starts from this dump (`dumpDataDir`) instead of running initdb: the
   * tests' template of a migrated, seeded database (gateway/test/pglite-template.ts).
   */
  loadDataDir?: Blob;
}

type DatabaseTimeouts = Pick<
  Config,
  | 'dbConnectTimeoutMs'
  | 'dbStatementTimeoutMs'
  | 'dbIdleInTransactionTimeoutMs'
  | 'dbHangAfterMs'
  | 'dbHangProbeTimeoutMs'
>;

const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  dbConnectTimeoutMs: 2000,
  dbStatementTimeoutMs: 5000,
  dbIdleInTransactionTimeoutMs: 10_000,
  dbHangAfterMs: 200,
  dbHangProbeTimeoutMs: 350,
};

/**
 * `select 1` on a connection of its own, bounded: a hung server (stopped, frozen) accepts the
 * TCP connection and then answers nothing, which only a fresh connection tells apart from a
 * pool busy with slow statements.
 */
function freshConnectionProbe(connectionString: string, timeoutMs: number): () => Promise<void> {
  return async () => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
    });
    // A client of a hung server fails later with its own timeout; nobody waits for it then.
    client.on('error', () => undefined);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        (async () => {
          await client.connect();
          await client.query('select 1');
        })(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new DatabaseHungError()), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
      void client.end().catch(() => undefined);
    }
  };
}

/**
 * Hands kysely pg's pooled clients, and destroys a client instead of pooling it again when one
 * of its queries failed because the server went away or stopped answering: a connection that
 * timed out may still have a query in flight on a hung server and would stall its next user.
 */
function observedPool(pool: pg.Pool, health: DatabaseHealth): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      let client: pg.PoolClient;
      const acquiring = pool.connect();
      try {
        client = await health.watch(acquiring);
      } catch (error) {
        // Given up on a hung server: the connection, if it ever comes, is not pooled again.
        if (error instanceof DatabaseHungError)
          acquiring.then((late) => late.release(true)).catch(() => undefined);
        health.reportFailure(error);
        throw error;
      }
      let broken = false;
      const query = (async (text: string, parameters: ReadonlyArray<unknown>) => {
        try {
          return await health.watch(client.query(preparedQuery(text, [...parameters])));
        } catch (error) {
          if (isDatabaseOutage(error)) {
            broken = true;
            health.reportFailure(error);
          }
          throw error;
        }
      }) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  return schema;
}

function statementLog(options: CreateDatabaseOptions): { log?: (event: LogEvent) => void } {
  const { onStatement } = options;
  return onStatement ? { log: (event) => onStatement(event.query.sql) } : {};
}

// int8 (count(*), sums of integers) as JS numbers: the gateway's counts never approach 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** PGlite under DATA_DIR/pgdata (or in memory), PostgreSQL when DATABASE_URL is set. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<DatabaseTimeouts>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const schema = assertSchemaName(options.schema ?? 'public');
  const logger = options.logger ?? pino({ level: 'silent' });
  let current: Kysely<Database> | undefined;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...config };
  const health = new DatabaseHealth(() => current as Kysely<unknown>, logger, {
    // PGlite runs in this process and cannot hang apart from it: a probe queued behind a long
    // transaction must wait, not declare an outage. A server gets as long as a connection does.
    probeTimeoutMs: config.databaseUrl ? timeouts.dbConnectTimeoutMs : 0,
    // Request paths answer 503 within a second on a hung server (PGlite cannot hang apart).
    ...(config.databaseUrl
      ? {
          hangAfterMs: timeouts.dbHangAfterMs,
          hangProbe: freshConnectionProbe(config.databaseUrl, timeouts.dbHangProbeTimeoutMs),
        }
      : {}),
  });

  if (config.databaseUrl) {
    const max = options.maxConnections ?? 10;
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max,
      connectionTimeoutMillis: timeouts.dbConnectTimeoutMs,
      // Enforced by the server: a runaway statement or a transaction left open is ended there.
      statement_timeout: timeouts.dbStatementTimeoutMs,
      idle_in_transaction_session_timeout: timeouts.dbIdleInTransactionTimeoutMs,
      // Enforced here: a hung server (stopped, partitioned) cannot enforce its own timeout.
      query_timeout: timeouts.dbStatementTimeoutMs + 1000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      ...(schema !== 'public' ? { options: `-c search_path=${schema}` } : {}),
    });
    // A connection that dies while idle in the pool (restart, failover, pg_terminate_backend,
    // an idle timeout) is reported here; without a listener it would crash the process. The
    // pool drops it and opens a new one on the next request.
    pool.on('error', (error) => {
      logger.warn({ err: error }, 'a pooled database connection was lost; it will be replaced');
      health.reportFailure(error);
    });
    // The same event on a connection that is checked out between two statements of a
    // transaction: the statement in progress fails on its own, the event must not crash us.
    pool.on('connect', (client) => {
      client.on('error', (error) => health.reportFailure(error));
    });
    // Fail at start, not on the first request, when the server cannot be reached.
    const probe = await pool.connect();
    try {
      if (schema !== 'public') await probe.query(`create schema if not exists "${schema}"`);
    } finally {
      probe.release();
    }
    const db = new Kysely<Database>({
      dialect: tracedDialect(
        new PostgresDialect({ pool: observedPool(pool, health) }),
        'postgresql',
      ),
      ...statementLog(options),
    });
    current = db;
    return {
      db,
      kind: 'postgres',
      schema,
      health,
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      close: async () => {
        health.stop();
        await db.destroy();
      },
    };
  }

  let dataPath: string | undefined;
  let unlock = () => {};
  if (config.dataDir !== ':memory:') {
    dataPath = path.join(config.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
    // One process at a time, or PGlite's files are corrupted (data-dir-lock.ts).
    unlock = lockDataDir(config.dataDir, options.role ?? 'gateway');
  }
  // pg_trgm backs the product search index (migration 0004).
  let client: PGlite;
  try {
    client = await PGlite.create(dataPath, {
      extensions: { pg_trgm },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Database>({
    dialect: tracedDialect(new PGliteDialect(client), 'pglite'),
    ...statementLog(options),
  });
  if (schema !== 'public') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    // A single connection: setting the path once applies to every later query.
    await sql`set search_path to ${sql.id(schema)}`.execute(db);
  }
  current = db;
  return {
    db,
    kind: 'pglite',
    schema,
    health,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      health.stop();
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
