import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The schema every unqualified table lives in ('public' unless one was asked for). */
  schema: string;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** Puts every table in this schema (created when missing); tests use one per file. */
  schema?: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  return schema;
}

// int8 (count(*), sums of integers) as JS numbers: the gateway's counts never approach 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** PGlite under DATA_DIR/pgdata (or in memory), PostgreSQL when DATABASE_URL is set. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const schema = assertSchemaName(options.schema ?? 'public');

  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.maxConnections ?? 10,
      ...(schema !== 'public' ? { options: `-c search_path=${schema}` } : {}),
    });
    // Fail at start, not on the first request, when the server cannot be reached.
    const probe = await pool.connect();
    try {
      if (schema !== 'public') await probe.query(`create schema if not exists "${schema}"`);
    } finally {
      probe.release();
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', schema, close: () => db.destroy() };
  }

  let dataPath: string | undefined;
  if (config.dataDir !== ':memory:') {
    dataPath = path.join(config.dataDir, 'pgdata');
    mkdirSync(dataPath, { recursive: true });
  }
  // pg_trgm backs the product search index (migration 0004).
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  if (schema !== 'public') {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    // A single connection: setting the path once applies to every later query.
    await sql`set search_path to ${sql.id(schema)}`.execute(db);
  }
  return { db, kind: 'pglite', schema, close: () => db.destroy() };
}
