import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { bodyFor, encodingFor, isFresh, type KeptAnswers } from './kept-answers';
import type { Metrics } from './metrics';
import { redactUrl, requestIdOf, type ReadSampler } from './request-logger';

export interface FrontDoorOptions {
  kept: KeptAnswers;
  metrics: Pick<Metrics, 'countAnswer'>;
  logger: Logger;
  /** The access log's read sampling, shared with Express's request logger. */
  sampleRead: ReadSampler;
  /** Everything the front door does not answer: the Express application. */
  next: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * A read with no body: only those may be answered from a kept answer. A GET that carries a
 * body goes through Express, which checks it like any other (an unreadable one is a 400).
 */
function isPlainRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const length = req.headers['content-length'];
  return (length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined;
}

/**
 * The gateway's request listener. A plain read whose URL and Accept-Language have a kept answer
 * (KeptAnswers: public 200 answers of the catalogue and the shops, written by Express the first
 * time) is written here at once, with the headers Express gave it: the resource security
 * headers, Content-Type, Cache-Control, ETag, Vary, a 304 when If-None-Match names it, brotli
 * or gzip when asked for. Everything else goes to Express unchanged.
 *
 * What a kept answer skips, and why that is sound:
 * - the session, CSRF and the body parsers: a kept answer is `Cache-Control: public`, the same
 *   for every caller, and a read with a body is never answered here;
 * - the database gate: the answer needs no database; while it is away a shopper still gets the
 *   catalogue as it was (within its max-age), as a browser or a CDN would have served it;
 * - the catalogue read limiter: it bounds the database work one client can cause, and a kept
 *   answer causes none (so it carries no RateLimit headers either). Misses still count.
 * It is still counted in the metrics (same series, its Express route as the label) and in the
 * sampled access log, with an X-Request-Id like any answer.
 */
export function createFrontDoor(options: FrontDoorOptions): RequestListener {
  const { kept, metrics, logger, sampleRead, next } = options;

  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const entry = isPlainRead(req) ? kept.lookup(url, req.headers['accept-language']) : undefined;
    if (!entry) {
      next(req, res);
      return;
    }

    const requestId = requestIdOf(req.headers['x-request-id']);
    let statusCode: number;
    if (isFresh(req.headers['if-none-match'], req.headers['cache-control'], entry.etag)) {
      statusCode = 304;
      res.writeHead(statusCode, entry.headers.concat('X-Request-Id', requestId));
      res.end();
    } else {
      statusCode = 200;
      const encoding = encodingFor(entry, req.headers['accept-encoding']);
      const body = bodyFor(entry, encoding);
      const headers = entry.headers.concat(
        'X-Request-Id',
        requestId,
        'Content-Length',
        String(body.length),
      );
      if (encoding) headers.push('Content-Encoding', encoding);
      res.writeHead(statusCode, headers);
      // Node sends no body for HEAD whatever is passed; passing none says so.
      res.end(req.method === 'HEAD' ? undefined : body);
    }

    const seconds = (performance.now() - started) / 1000;
    const method = req.method ?? 'GET';
    metrics.countAnswer(method, entry.route, statusCode, seconds);
    const sampled = sampleRead();
    const level = sampled ? 'info' : 'debug';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        req: { id: requestId, method, url: redactUrl(url) },
        res: { statusCode },
        responseTime: Math.round(seconds * 1000),
        ...(sampled ? { sampled } : {}),
      },
      'request completed',
    );
  };
}
