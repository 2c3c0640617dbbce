import type { Request, RequestHandler } from 'express';
import { sql, type Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/schema';

const QUEUE_STATES = ['pending', 'queued', 'sending', 'retrying', 'dead'] as const;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricsSources {
  db: Kysely<Database>;
  /** The PostgreSQL pool's use; absent on PGlite (one in-process connection). */
  poolStats?: (() => PoolStats) | undefined;
}

/**
 * Prometheus metrics of one gateway process (each instance is scraped on its own metrics
 * listener, http/metrics-server.ts, never through the API port):
 * request rate and latency by route, the database pool, and the message outbox by state (its
 * queue depth and dead letters are rows in the shared database, so any instance reports them).
 */
export interface Metrics {
  middleware: RequestHandler;
  registry: Registry;
  /**
   * Counts a request answered outside Express (the front door), in the same series as the
   * others: its route as Express names it, its status, and how long it took in seconds.
   */
  countAnswer(method: string, route: string, statusCode: number, seconds: number): void;
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route (its _count is the request rate)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });

  if (sources.poolStats) {
    const stats = sources.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
  }

  new Gauge({
    name: 'outbox_messages',
    help: 'Messages in the outbox by state: pending/queued/retrying/sending are the queue depth, dead the dead letters',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await sources.db
          .selectFrom('outbox_messages')
          .select(['status', sql<number>`count(*)::int`.as('n')])
          .where('status', 'in', [...QUEUE_STATES])
          .groupBy('status')
          .execute();
        // Every state, zeros included, so that an empty queue is a 0 and not a missing series.
        for (const status of QUEUE_STATES) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      } catch {
        // The database is away: the other metrics still answer; /api/isready says why.
      }
    },
  });

  const routeOf = (req: Request): string => {
    const route = req.route as { path?: unknown } | undefined;
    if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
    return req.path.startsWith('/api/') ? 'unmatched' : 'static';
  };

  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      const labels = {
        method: req.method,
        route: routeOf(req),
        status_code: String(res.statusCode),
      };
      end(labels);
      requests.inc(labels);
    });
    next();
  };

  // The few label sets the front door uses (a kept route, GET or HEAD, 200 or 304) are built
  // and validated once per series, not once per answer.
  const bound = new Map<
    string,
    { latency: ReturnType<typeof duration.labels>; count: ReturnType<typeof requests.labels> }
  >();
  const countAnswer = (method: string, route: string, statusCode: number, seconds: number) => {
    const key = `${method} ${statusCode} ${route}`;
    let series = bound.get(key);
    if (!series) {
      const labels = { method, route, status_code: String(statusCode) };
      series = { latency: duration.labels(labels), count: requests.labels(labels) };
      bound.set(key, series);
    }
    series.latency.observe(seconds);
    series.count.inc();
  };

  return { middleware, registry, countAnswer };
}
