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
  /**
   * A request's statement or connection wait longer than this makes the monitor ask whether
   * the server is hung (0: never). The answer comes from `hangProbe` on a connection of its
   * own, so a busy pool is not taken for a hung server.
   */
  hangAfterMs?: number;
  /** Opens a fresh connection and runs `select 1`; rejects when the server does not answer. */
  hangProbe?: () => Promise<void>;
}

/** What a request waiting on a hung server gets: an outage (503), not a 6-second wait. */
export class DatabaseHungError extends Error {
  constructor() {
    super('connection timeout: the database accepted the connection but does not answer');
    this.name = 'DatabaseHungError';
  }
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
  private readonly hangAfterMs: number;
  private readonly hangProbe: (() => Promise<void>) | undefined;
  private hangCheck: Promise<boolean> | null = null;
  private watchingHangs = false;

  constructor(
    private readonly db: Kysely<unknown> | (() => Kysely<unknown>),
    private readonly logger: Logger,
    options: DatabaseHealthOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 0;
    this.probeMs = options.probeMs ?? 250;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 1000;
    this.hangAfterMs = options.hangAfterMs ?? 0;
    this.hangProbe = options.hangProbe;
  }

  /**
   * Waits for a database call of a request, but not on a hung server: when the call is still
   * running after `hangAfterMs`, a probe on a fresh connection asks the server; if it does not
   * answer either, the monitor marks the database down (the gate answers every later request
   * 503 at once) and the call is given up with DatabaseHungError. A merely slow statement on a
   * server that answers the probe keeps its full statement timeout.
   */
  async watch<T>(work: Promise<T>): Promise<T> {
    if (!this.watchingHangs || this.hangAfterMs <= 0 || !this.hangProbe) return work;
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        void this.confirmHang().then((isHung) => {
          if (isHung) reject(new DatabaseHungError());
        });
      }, this.hangAfterMs);
    });
    try {
      return await Promise.race([work, hung]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Starts watching calls for a hung server: once the server is serving requests, never during
   * start-up, whose migrations may wait on locks for as long as they need.
   */
  watchForHangs(): void {
    this.watchingHangs = true;
  }

  /** One probe at a time, shared by every call that is waiting; true when the server is hung. */
  private confirmHang(): Promise<boolean> {
    if (!this.up) return Promise.resolve(true);
    this.hangCheck ??= (this.hangProbe as () => Promise<void>)()
      .then(() => false)
      .catch((error: unknown) => {
        this.markDown(error instanceof Error ? error : new DatabaseHungError());
        return true;
      })
      .finally(() => {
        this.hangCheck = null;
      });
    return this.hangCheck;
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
