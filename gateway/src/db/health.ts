import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';

/** Socket-level failures: the server is unreachable or went away mid-conversation. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that mean "the server cannot serve now", not "the query is wrong": class 08
 * (connection exception), operator intervention (57P01 admin shutdown, 57P02 crash shutdown,
 * 57P03 cannot connect now, 57P05 idle session timeout), 25P03 idle-in-transaction timeout,
 * 57014 statement timeout, 53300 too many connections.
 */
const OUTAGE_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '25P03', '57014', '53300']);

/** What node-postgres and pg-pool say when a connection is lost, refused or timed out. */
const OUTAGE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|connection timeout|client has encountered a connection error|terminating connection|database system is (starting up|shutting down|in recovery mode)|cannot use a pool after calling end|client was closed|not queryable/i;

/** True when the error is the database being away or overloaded, rather than a bug or bad input. */
export function isDatabaseOutage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || OUTAGE_STATES.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseOutage(cause);
}

/** A statement timeout says the server is slow, not gone: answer 503 but do not trip the gate. */
function isSlowQuery(error: unknown): boolean {
  return (error as { code?: unknown }).code === '57014';
}

export interface DatabaseHealthOptions {
  /** While up, check the server this often (0: only on failures). */
  heartbeatMs?: number;
  /** While down, probe this often until the server answers. */
  probeMs?: number;
  /**
   * A probe or heartbeat that takes longer than this counts as a failure (a hung server);
   * 0 waits for the answer, for a database that cannot be away (PGlite, in this process).
   */
  probeTimeoutMs?: number;
}

export interface DatabaseStatus {
  up: boolean;
  since: string;
  error: string | null;
}

/**
 * Tracks whether the database answers. A failure that means "the server is away" marks it
 * down at once; requests then get 503 immediately instead of each waiting for a timeout,
 * while a probe retries in the background and marks it up when the server answers again.
 */
export class DatabaseHealth {
  private up = true;
  private since = new Date();
  private lastError: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private probing = false;
  private stopped = false;
  private heartbeatMs: number;
  private readonly probeMs: number;
  private readonly probeTimeoutMs: number;

  constructor(
    private readonly db: Kysely<unknown> | (() => Kysely<unknown>),
    private readonly logger: Logger,
    options: DatabaseHealthOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 0;
    this.probeMs = options.probeMs ?? 250;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 1000;
  }

  get isUp(): boolean {
    return this.up;
  }

  status(): DatabaseStatus {
    return { up: this.up, since: this.since.toISOString(), error: this.lastError };
  }

  /** Starts the heartbeat (servers with a network database; PGlite cannot go away). */
  start(heartbeatMs = this.heartbeatMs): void {
    this.heartbeatMs = heartbeatMs;
    this.stopped = false;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Called with every database error; only outages change the state. */
  reportFailure(error: unknown): void {
    if (!isDatabaseOutage(error) || isSlowQuery(error)) return;
    this.markDown(error);
  }

  /** Runs `select 1` now, bounded by the probe timeout; true when the server answered. */
  async check(): Promise<boolean> {
    const db = typeof this.db === 'function' ? this.db() : this.db;
    let timeout: NodeJS.Timeout | undefined;
    try {
      const probe = sql`select 1`.execute(db);
      await (this.probeTimeoutMs <= 0
        ? probe
        : Promise.race([
            probe,
            new Promise((_resolve, reject) => {
              timeout = setTimeout(
                () =>
                  reject(new Error('connection timeout: the database did not answer the probe')),
                this.probeTimeoutMs,
              );
            }),
          ]));
      this.markUp();
      return true;
    } catch (error) {
      this.markDown(error);
      return false;
    } finally {
      if (timeout) clearTimeout(timeout);
    }
  }

  private markDown(error: unknown): void {
    this.lastError = error instanceof Error ? error.message : String(error);
    if (this.up) {
      this.up = false;
      this.since = new Date();
      this.logger.error({ err: error }, 'database unavailable: answering 503 until it is back');
    }
    this.schedule();
  }

  private markUp(): void {
    if (this.up) return;
    this.up = true;
    this.since = new Date();
    this.lastError = null;
    this.logger.warn('database available again');
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const delay = this.up ? this.heartbeatMs : this.probeMs;
    if (delay <= 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.probing) return this.schedule();
      this.probing = true;
      void this.check().finally(() => {
        this.probing = false;
        if (!this.timer) this.schedule();
      });
    }, delay);
    // Never keep the process alive just to watch the database.
    this.timer.unref();
  }
}
