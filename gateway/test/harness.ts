import path from 'node:path';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createGateway } from '../src/app';
import { createAppContext, type AppContext } from '../src/app-context';
import type { Metrics } from '../src/http/metrics';
import type { Clock } from '../src/clock';
import { loadConfig, type Config } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { dropSchema, migrateToLatest } from '../src/db/migrator';
import { seedDatabase } from '../src/seed';
import type { CoreSeedResult } from '../src/seed/types';
import { createLogger } from '../src/logger';
import { openSession } from '../src/modules/auth/auth-service';
import { findCustomerByPhone } from '../src/modules/auth/session-repository';
import type { SessionCustomer } from '../src/modules/auth/auth-types';
import type { MessageProvider } from '../src/modules/messages/message-provider';
import type { PaymentProvider } from '../src/app-context';
import pino from 'pino';
import { pgliteTemplate, type PgliteTemplate } from './pglite-template';

export interface StartTestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  clock?: Clock;
  config?: Partial<Config>;
  env?: NodeJS.ProcessEnv;
  messageProvider?: MessageProvider;
  payments?: PaymentProvider;
  /** Receives the JSON log lines (at info level) instead of silence. */
  logStream?: { write(line: string): void };
  /** Sees every SQL statement (BEGIN and COMMIT included) in the context of its caller. */
  onStatement?: (sql: string) => void;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  method?: string;
  /** Serialised as JSON unless it is a string, FormData or Uint8Array. */
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface SignedIn {
  token: string;
  customer: SessionCustomer;
  /** Authorization header for the session. */
  headers: { authorization: string };
}

export interface TestApp {
  baseUrl: string;
  ctx: AppContext;
  /** The instance's metrics (served on their own listener in production, not on baseUrl). */
  metrics: Metrics;
  database: DatabaseHandle;
  seed: CoreSeedResult | null;
  /** Calls the running app over HTTP. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Opens a session for a seeded (or any existing) customer without the code round-trip. */
  signIn(phone: string): Promise<SignedIn>;
  close(): Promise<void>;
}

/**
 * Starts the real app on port 0 over a fresh database: PGlite in memory, or, when DATABASE_URL
 * is set, a schema of its own in PostgreSQL (created here, dropped by close()). Connection
 * failures throw: a test run against PostgreSQL must never silently fall back.
 */
export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  // WEB_DIR points nowhere: API tests must not depend on whether someone published the shell
  // into the default <repo>/.web (gateway/test/web.test.ts covers serving it).
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    WEB_DIR: path.join(os.tmpdir(), 'barrio-test-no-web'),
    // API tests read sign-in codes as a phone would, like the browser journeys: opted in here,
    // since outside `npm start`'s development mode the outbox is off unless enabled.
    DEV_OUTBOX: 'true',
    // The push tests' push service runs on this machine's loopback over http (push-service.ts);
    // test/push-destinations.test.ts turns this off to prove such endpoints are refused.
    PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    // Every test shopper comes from 127.0.0.1, far beyond what one household does: the abuse
    // limits are opened here; test/abuse-limits.test.ts runs with the defaults.
    ...RELAXED_ABUSE_LIMITS,
    ...options.env,
  };
  const config: Config = { ...loadConfig(env), ...options.config };
  const logger = options.logStream
    ? createLogger({ ...config, logLevel: 'info' }, options.logStream)
    : createLogger({
        ...config,
        logLevel: (process.env.TEST_LOG_LEVEL as Config['logLevel']) ?? 'silent',
      });
  const schema = config.databaseUrl
    ? `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
    : undefined;
  const seeded = options.seed !== false;
  // PGlite in memory starts from a dump of the same migrated (and seeded) database.
  const template =
    !config.databaseUrl && config.dataDir === ':memory:'
      ? await pgliteTemplate(seeded ? 'seeded' : 'migrated', () => buildTemplate(config, seeded))
      : undefined;
  const database = await createDatabase(config, {
    ...(schema ? { schema, maxConnections: 20 } : {}),
    ...(options.onStatement ? { onStatement: options.onStatement } : {}),
    ...(template ? { loadDataDir: template.dump } : {}),
    logger,
  });
  let server: Server | undefined;
  try {
    // A template is already at the latest migration: this only confirms it.
    await migrateToLatest(database.db, database.schema);
    const seed = template
      ? template.seed
      : seeded
        ? await seedDatabase(database.db, { logger })
        : null;
    const ctx = createAppContext({
      config,
      db: database.db,
      logger,
      dbHealth: database.health,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.messageProvider ? { messageProvider: options.messageProvider } : {}),
      ...(options.payments ? { payments: options.payments } : {}),
    });
    // As server.ts runs it: the front door (kept answers) before the Express application.
    const { listener, metrics } = createGateway(ctx);
    server = await new Promise<Server>((resolve, reject) => {
      const s = createServer(listener);
      s.once('error', reject);
      s.listen(0, '127.0.0.1', () => resolve(s));
    });
    // As in server.ts: an idle keep-alive connection outlives a slow step of a test (seeding a
    // large catalogue), instead of being closed just as the next request reuses it (ECONNRESET).
    server.keepAliveTimeout = 65_000;
    const { port } = server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const running = server;

    const request = async <T>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> => {
      const url = new URL(path, baseUrl);
      for (const [key, value] of Object.entries(opts.query ?? {})) {
        if (value !== undefined) url.searchParams.set(key, String(value));
      }
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: RequestInit['body'];
      if (
        opts.body instanceof FormData ||
        typeof opts.body === 'string' ||
        opts.body instanceof Uint8Array
      ) {
        body = opts.body as RequestInit['body'];
      } else if (opts.body !== undefined) {
        body = JSON.stringify(opts.body);
        headers['content-type'] ??= 'application/json';
      }
      const response = await fetch(url, { method: opts.method ?? 'GET', headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      if ((response.headers.get('content-type') ?? '').includes('json') && text)
        parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as T, text };
    };

    const signIn = async (phone: string): Promise<SignedIn> => {
      const customer = await findCustomerByPhone(database.db, phone);
      if (!customer) throw new Error(`No customer with phone ${phone}`);
      const session = await openSession(ctx, customer, ctx.clock.now());
      return {
        token: session.token,
        customer: session.customer,
        headers: { authorization: `Bearer ${session.token}` },
      };
    };

    const close = async () => {
      await new Promise<void>((resolve) => {
        running.closeAllConnections();
        running.close(() => resolve());
      });
      if (schema) await dropSchema(database.db, schema);
      await database.close();
    };

    return { baseUrl, ctx, metrics, database, seed, request, signIn, close };
  } catch (error) {
    server?.close();
    if (schema) await dropSchema(database.db, schema).catch(() => undefined);
    await database.close();
    throw error;
  }
}

/** The abuse limits (docs/security.md) opened for test volume. */
export const RELAXED_ABUSE_LIMITS = {
  SIGN_IN_CODES_PER_PHONE_PER_HOUR: '100000',
  SIGN_IN_CODES_PER_PHONE_PER_DAY: '100000',
  SIGN_IN_CODES_PER_ADDRESS_PER_HOUR: '100000',
  SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR: '100000',
  GUEST_ORDERS_PER_ADDRESS_PER_HOUR: '100000',
  GUEST_ORDERS_PER_PHONE_PER_DAY: '100000',
  MESSAGES_PER_PHONE_PER_HOUR: '100000',
  MESSAGES_PER_PHONE_PER_DAY: '100000',
  OWNER_NOTICES_PER_HOUR: '100000',
  INVITATIONS_PER_LEADER_PER_DAY: '100000',
};

/** Every abuse limit at its documented default (an empty variable is the default). */
export const DEFAULT_ABUSE_LIMITS = Object.fromEntries(
  Object.keys(RELAXED_ABUSE_LIMITS).map((name) => [name, '']),
);

/** A fresh in-memory PGlite, migrated and maybe seeded, dumped for pgliteTemplate. */
async function buildTemplate(config: Config, seeded: boolean): Promise<PgliteTemplate> {
  // Silent: a test reading its own log must not see a seed that ran for some earlier file.
  const logger = pino({ level: 'silent' });
  const scratch = await createDatabase(config, { logger });
  try {
    await migrateToLatest(scratch.db, scratch.schema);
    const seed = seeded ? await seedDatabase(scratch.db, { logger }) : null;
    return { dump: await scratch.dumpDataDir!(), seed };
  } finally {
    await scratch.close();
  }
}

/** The seeded demo phones of DESIGN.md. */
export const DEMO_PHONES = {
  customerAR: '+5491155550001',
  businessAR: '+5491155550002',
  customerMX: '+525555550001',
  customerPE: '+51955550001',
  walletCO: '+573005550001',
  walletEC: '+593995550001',
  leaderMX: '+525555550002',
  ownerMX: '+525555550009',
} as const;

/** Creating PGlite, migrating and seeding takes seconds on a busy machine: give beforeAll room. */
export const START_TIMEOUT_MS = 60_000;
