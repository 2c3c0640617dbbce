import { timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '../logger';

export interface MetricsServerOptions {
  registry: Registry;
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | null;
  logger: Logger;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  // Compared in constant time, so the answer's timing does not reveal how much was right.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `/metrics` on its own listener (METRICS_HOST:METRICS_PORT, loopback by default), never on
 * the public API port: per-route counts and outbox states are for the operator's scraper, not
 * for shoppers. Answers only `GET /metrics`.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<Server | null> {
  const { registry, token, logger } = options;
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (token !== null && !tokenMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('a bearer token is required\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'collecting metrics failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  server.listen(options.port, options.host);
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => Promise.reject(error as Error)),
    ]);
  } catch (error) {
    // The shop keeps serving without its metrics; the operator sees why in the log.
    logger.error(
      { err: error, port: options.port, host: options.host },
      'metrics listener could not start; metrics are not served',
    );
    return null;
  }
  const address = server.address();
  logger.info(
    { metricsPort: typeof address === 'object' && address ? address.port : options.port },
    'metrics listening',
  );
  return server;
}
