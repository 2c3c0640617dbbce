import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AbuseLimitSettings } from './modules/abuse/abuse-limits';

/** Raised when the environment is invalid; lists every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export type NodeEnv = 'development' | 'production' | 'test';
export type MessageProviderName = 'outbox' | 'webhook';

export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** postgres://… when set; PGlite otherwise. */
  databaseUrl: string | null;
  /** PGlite lives under `<dataDir>/pgdata`; ':memory:' keeps it in memory. */
  dataDir: string;
  publicUrl: string;
  /** False when PUBLIC_URL was not given: links shoppers follow then use the request's origin. */
  publicUrlSet?: boolean;
  sessionSecret: string;
  webDir: string;
  /** Remote or shell name → webpack dev server URL (DEV_SERVERS="shell=http://localhost:3000,mf_catalog=…"). */
  devServers: Record<string, string>;
  /** Lower-cased request headers a trusted CDN sets with the visitor's ISO country. */
  geoHeaders: string[];
  messageProvider: MessageProviderName;
  messageWebhookUrl: string | null;
  paymentProvider: 'sandbox';
  /**
   * Express's `trust proxy`: false, a hop count, or the proxies' addresses/subnets. Never
   * `true`, which would let any client pick its own address (and rate-limit bucket).
   */
  trustProxy: false | number | string[];
  /** The development outbox (`/dev/outbox`, `/api/dev/outbox`) is mounted. */
  devOutbox: boolean;
  /** PostgreSQL: give up opening a connection after this long. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: a statement (and the client waiting for it) gives up after this long. */
  dbStatementTimeoutMs: number;
  /** PostgreSQL: a session idle inside a transaction is ended after this long. */
  dbIdleInTransactionTimeoutMs: number;
  /** PostgreSQL: a call still waiting after this long makes the gateway check for a hung server (0: never). */
  dbHangAfterMs: number;
  /** PostgreSQL: how long that check's fresh connection may take to answer `select 1`. */
  dbHangProbeTimeoutMs: number;
  /**
   * PostgreSQL: connections this process keeps. An order holds one until its commit is on disk,
   * so where a commit is slow the pool, not the CPU, bounds the orders a gateway places.
   */
  dbPoolMax: number;
  /** Catalogue and search reads a client address may make per minute. */
  readRateLimitPerMinute: number;
  /** PostgreSQL schema every table lives in ('public' unless set; tests isolate runs this way). */
  databaseSchema: string;
  /** redis://… when set: rate limits, cache invalidation and the message queue are shared. */
  redisUrl: string | null;
  /** Prepended to every Redis key and channel, so that deployments (or test runs) can share one Redis. */
  redisPrefix: string;
  /** `in-process` delivers queued messages from this process; `off` leaves it to `worker.mjs`. */
  outboxWorker: 'in-process' | 'off';
  /** Delivery attempts of one message before it is dead-lettered. */
  outboxAttempts: number;
  /** First retry delay; each later one doubles it. */
  outboxBackoffMs: number;
  /** How long a worker owns a message it is delivering; a crashed worker's message is retried after it. */
  outboxLeaseMs: number;
  /**
   * How long a message handed to the queue may stay unfinished before the relay hands it over
   * again (the table is the record: a Redis that lost its data strands nothing).
   */
  outboxHandoverLeaseMs: number;
  /**
   * Web Push (VAPID) keys, base64url. Null: generated once and kept under the data folder
   * (a warning in production, where subscriptions must outlive the folder).
   */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The contact the push services are given with every push (mailto: or https:). */
  vapidSubject: string;
  /**
   * Push endpoints may be http and on loopback or private addresses: a local push service in
   * development and tests only (refused in production). Off: https to public addresses only.
   */
  pushAllowPrivateEndpoints: boolean;
  /** One push call's time limit, and how many may be in flight to one push service at once. */
  pushTimeoutMs: number;
  pushPerDestinationConcurrency: number;
  /**
   * On SIGTERM, how long the gateway keeps serving while answering unready, so that the load
   * balancer's health check takes it out of rotation before its listener closes.
   */
  shutdownDelayMs: number;
  /** The listener of `/metrics` (never the API port); null: not served. */
  metricsPort: number | null;
  metricsHost: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  metricsToken: string | null;
  /** What one phone, address or owner may cause (docs/security.md lists each with its variable). */
  abuseLimits: AbuseLimitSettings;
  repoRoot: string;
  /** The analytics accounts, the collector and retention (modules/analytics, docs/analytics.md). */
  analytics: AnalyticsConfig;
}

export interface AnalyticsAccountSetting {
  name: string;
  token: string;
  /** Where the browser's SDK sends this account's events; null: this gateway's collector. */
  apiHost: string | null;
}

export interface AnalyticsConfig {
  accounts: { A: AnalyticsAccountSetting | null; B: AnalyticsAccountSetting | null };
  /** Stored events older than this are deleted. */
  retentionDays: number;
  /** Collector requests one client address may send per minute. */
  collectorRequestsPerMinute: number;
  /** The account whose events the owner's summary counts (an event mirrored to both counts once). */
  summaryAccount: 'A' | 'B';
}

/** The port OpenTelemetry's Prometheus exporter uses by convention. */
export const DEFAULT_METRICS_PORT = 9464;

const DEV_SESSION_SECRET = 'barrio-development-session-secret-not-for-production';

/** The monorepo root: the nearest folder upwards whose package.json declares workspaces. */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (parsed.workspaces) return dir;
      } catch {
        // An unreadable package.json is not the root; keep walking up.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const devServersSchema = z.string().transform((raw, ctx) => {
  const result: Record<string, string> = {};
  for (const entry of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const eq = entry.indexOf('=');
    const name = eq > 0 ? entry.slice(0, eq).trim() : '';
    const url = eq > 0 ? entry.slice(eq + 1).trim() : '';
    if (!name || !/^https?:\/\//.test(url)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected name=http://host:port pairs, got "${entry}"`,
      });
      return z.NEVER;
    }
    result[name] = url;
  }
  return result;
});

/** A proxy address, subnet or one of Express's named ranges. */
const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

const trustProxySchema = z.string().transform((raw, ctx): false | number | string[] => {
  const value = raw.trim();
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const bad = list.filter((part) => !PROXY_ADDRESS.test(part));
  if (value === 'true' || list.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message:
        'expected false, a hop count (1) or proxy addresses/subnets (10.0.0.0/8,loopback); ' +
        '"true" would let clients choose their address',
    });
    return z.NEVER;
  }
  return list;
});

/** `name:token`, as the shell's `analytics-account-*` meta tags carry it. */
const analyticsAccountSchema = z
  .string()
  .regex(
    /^[^:\s]{1,64}:[A-Za-z0-9_.-]{1,128}$/,
    'expected name:token (token: letters, digits, . _ -)',
  );

const flagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const millis = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(fallback));

const count = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(fallback));

/** The abuse limits' variables and defaults (docs/security.md). */
const abuseLimitEnv = {
  SIGN_IN_CODES_PER_PHONE_PER_HOUR: count(5),
  SIGN_IN_CODES_PER_PHONE_PER_DAY: count(10),
  SIGN_IN_CODES_PER_ADDRESS_PER_HOUR: count(30),
  SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR: count(60),
  GUEST_ORDERS_PER_ADDRESS_PER_HOUR: count(10),
  GUEST_ORDERS_PER_PHONE_PER_DAY: count(5),
  MESSAGES_PER_PHONE_PER_HOUR: count(10),
  MESSAGES_PER_PHONE_PER_DAY: count(30),
  OWNER_NOTICES_PER_HOUR: count(20),
  INVITATIONS_PER_LEADER_PER_DAY: count(20),
};

const envSchema = z.object({
  ...abuseLimitEnv,
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  WEB_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DEV_SERVERS: z.preprocess(emptyToUndefined, devServersSchema.optional()),
  GEO_HEADERS: z.preprocess(
    emptyToUndefined,
    z.string().default('cf-ipcountry,x-vercel-ip-country'),
  ),
  MESSAGE_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'webhook']).default('outbox')),
  MESSAGE_WEBHOOK_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox']).default('sandbox')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, trustProxySchema.optional()),
  DEV_OUTBOX: z.preprocess(emptyToUndefined, flagSchema.optional()),
  DB_CONNECT_TIMEOUT_MS: millis(2000),
  DB_STATEMENT_TIMEOUT_MS: millis(5000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(10_000),
  DB_HANG_AFTER_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(600_000).default(200),
  ),
  DB_HANG_PROBE_TIMEOUT_MS: millis(350),
  DB_POOL_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(20)),
  READ_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1200),
  ),
  DATABASE_SCHEMA: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
      .default('public'),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" or "-"')
      .default('barrio:'),
  ),
  OUTBOX_WORKER: z.preprocess(
    emptyToUndefined,
    z.enum(['in-process', 'off']).default('in-process'),
  ),
  OUTBOX_ATTEMPTS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(50).default(6),
  ),
  OUTBOX_BACKOFF_MS: millis(1000),
  OUTBOX_LEASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(500).max(600_000).default(30_000),
  ),
  OUTBOX_HANDOVER_LEASE_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1000).max(600_000).default(45_000),
  ),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url')
      .optional(),
  ),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.preprocess(emptyToUndefined, flagSchema.optional()),
  PUSH_TIMEOUT_MS: millis(5000),
  PUSH_PER_DESTINATION_CONCURRENCY: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1000).default(4),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(?:mailto:|https:\/\/)/, 'must start with mailto: or https://')
      .default('mailto:soporte@barrio.example'),
  ),
  SHUTDOWN_DELAY_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(120_000).default(0),
  ),
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)])
      .default(DEFAULT_METRICS_PORT),
  ),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  ANALYTICS_ACCOUNT_A: z.preprocess(emptyToUndefined, analyticsAccountSchema.optional()),
  ANALYTICS_ACCOUNT_B: z.preprocess(emptyToUndefined, analyticsAccountSchema.optional()),
  ANALYTICS_API_HOST_A: z.preprocess(emptyToUndefined, z.url().optional()),
  ANALYTICS_API_HOST_B: z.preprocess(emptyToUndefined, z.url().optional()),
  ANALYTICS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3650).default(90),
  ),
  ANALYTICS_RATE_LIMIT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100_000).default(240),
  ),
  ANALYTICS_SUMMARY_ACCOUNT: z.preprocess(emptyToUndefined, z.enum(['A', 'B']).default('A')),
});

function analyticsAccount(
  value: string | undefined,
  apiHost: string | undefined,
): AnalyticsAccountSetting | null {
  if (!value) return null;
  const separator = value.indexOf(':');
  return {
    name: value.slice(0, separator),
    token: value.slice(separator + 1),
    apiHost: apiHost ? apiHost.replace(/\/$/, '') : null,
  };
}

/** Parses the environment once; throws ConfigError naming every invalid variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Config> = {},
): Config {
  const parsed = envSchema.safeParse(env);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${issue.path.join('.') || '(env)'}: ${issue.message}`);
    }
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.SESSION_SECRET)
    problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (e.MESSAGE_PROVIDER === 'webhook' && !e.MESSAGE_WEBHOOK_URL) {
    problems.push('MESSAGE_WEBHOOK_URL: required when MESSAGE_PROVIDER=webhook');
  }
  if (isProduction && e.DEV_OUTBOX === true)
    problems.push('DEV_OUTBOX: the development outbox cannot be enabled in production');
  if (isProduction && e.PUSH_ALLOW_PRIVATE_ENDPOINTS === true)
    problems.push(
      'PUSH_ALLOW_PRIVATE_ENDPOINTS: private push endpoints cannot be allowed in production',
    );
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  const tokenOf = (value: string | undefined) => value?.slice(value.indexOf(':') + 1);
  if (e.ANALYTICS_ACCOUNT_A && tokenOf(e.ANALYTICS_ACCOUNT_A) === tokenOf(e.ANALYTICS_ACCOUNT_B)) {
    // The collector tells the accounts' events apart by their token.
    problems.push('ANALYTICS_ACCOUNT_B: must have a token of its own, not account A’s');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const repoRoot = findRepoRoot();
  const dataDir =
    e.DATA_DIR === ':memory:' ? ':memory:' : path.resolve(repoRoot, e.DATA_DIR ?? '.data');
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    isProduction,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    webDir: path.resolve(repoRoot, e.WEB_DIR ?? '.web'),
    devServers: e.DEV_SERVERS ?? {},
    geoHeaders: e.GEO_HEADERS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    messageProvider: e.MESSAGE_PROVIDER,
    messageWebhookUrl: e.MESSAGE_WEBHOOK_URL ?? null,
    paymentProvider: e.PAYMENT_PROVIDER,
    trustProxy: e.TRUST_PROXY ?? false,
    // On by default only for `npm start`'s development mode: tests and production opt in or never.
    devOutbox: e.DEV_OUTBOX ?? e.NODE_ENV === 'development',
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbIdleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    dbHangAfterMs: e.DB_HANG_AFTER_MS,
    dbHangProbeTimeoutMs: e.DB_HANG_PROBE_TIMEOUT_MS,
    dbPoolMax: e.DB_POOL_MAX,
    readRateLimitPerMinute: e.READ_RATE_LIMIT,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    outboxWorker: e.OUTBOX_WORKER,
    outboxAttempts: e.OUTBOX_ATTEMPTS,
    outboxBackoffMs: e.OUTBOX_BACKOFF_MS,
    outboxLeaseMs: e.OUTBOX_LEASE_MS,
    outboxHandoverLeaseMs: e.OUTBOX_HANDOVER_LEASE_MS,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT,
    pushAllowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS ?? false,
    pushTimeoutMs: e.PUSH_TIMEOUT_MS,
    pushPerDestinationConcurrency: e.PUSH_PER_DESTINATION_CONCURRENCY,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    metricsPort: e.METRICS_PORT === 'off' ? null : e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    metricsToken: e.METRICS_TOKEN ?? null,
    abuseLimits: {
      signInCodesPerPhonePerHour: e.SIGN_IN_CODES_PER_PHONE_PER_HOUR,
      signInCodesPerPhonePerDay: e.SIGN_IN_CODES_PER_PHONE_PER_DAY,
      signInCodesPerAddressPerHour: e.SIGN_IN_CODES_PER_ADDRESS_PER_HOUR,
      signInAttemptsPerAddressPerHour: e.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR,
      guestOrdersPerAddressPerHour: e.GUEST_ORDERS_PER_ADDRESS_PER_HOUR,
      guestOrdersPerPhonePerDay: e.GUEST_ORDERS_PER_PHONE_PER_DAY,
      messagesPerPhonePerHour: e.MESSAGES_PER_PHONE_PER_HOUR,
      messagesPerPhonePerDay: e.MESSAGES_PER_PHONE_PER_DAY,
      ownerNoticesPerHour: e.OWNER_NOTICES_PER_HOUR,
      invitationsPerLeaderPerDay: e.INVITATIONS_PER_LEADER_PER_DAY,
    },
    repoRoot,
    analytics: {
      accounts: {
        A: analyticsAccount(e.ANALYTICS_ACCOUNT_A, e.ANALYTICS_API_HOST_A),
        B: analyticsAccount(e.ANALYTICS_ACCOUNT_B, e.ANALYTICS_API_HOST_B),
      },
      retentionDays: e.ANALYTICS_RETENTION_DAYS,
      collectorRequestsPerMinute: e.ANALYTICS_RATE_LIMIT,
      summaryAccount: e.ANALYTICS_SUMMARY_ACCOUNT,
    },
  };
  return { ...config, ...overrides };
}
