import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestContext } from './request-context';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Successful reads are most of the traffic and the least interesting: one in this many is
 * logged at info (its line says so, to scale counts back up); all of them at debug. Writes,
 * client errors and server errors are always logged. /metrics counts every request anyway.
 */
export const READ_LOG_SAMPLE = 100;

/** Session tokens may travel in the query string (`/api/user?token=`): keep them out of the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
}

type AccessLevel = 'error' | 'warn' | 'info' | 'debug';

/**
 * Counts successful reads: every READ_LOG_SAMPLE-th answers READ_LOG_SAMPLE (log it at info,
 * scaled), the others undefined (debug). One counter serves the front door and Express alike,
 * so the sampling rate holds whichever of them answered.
 */
export type ReadSampler = () => number | undefined;

export function createReadSampler(): ReadSampler {
  let reads = 0;
  return () => {
    reads += 1;
    return reads % READ_LOG_SAMPLE === 0 ? READ_LOG_SAMPLE : undefined;
  };
}

/** X-Request-Id of an answer: the caller's when sane (echoed back), else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function isRead(req: Request): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

const ROUTINE_REFUSAL = Symbol('routine refusal');

/**
 * Marks a 4xx the storefront gives by design to requests nobody did wrong, such as a browser's
 * developer tools asking for a source map production keeps private: logged with the reads
 * (sampled at info, all at debug), not as a warning an operator should look into. A page
 * audited by Lighthouse asks for every map it loaded, some twenty warnings per load otherwise.
 */
export function markRoutineRefusal(res: Response): void {
  (res.locals as Record<symbol, unknown>)[ROUTINE_REFUSAL] = true;
}

function isRoutineRefusal(res: Response): boolean {
  return (res.locals as Record<symbol, unknown>)[ROUTINE_REFUSAL] === true;
}

function levelOf(req: Request, res: Response, aborted: boolean): AccessLevel {
  const { statusCode } = res;
  if (statusCode >= 500) return 'error';
  if (aborted || (statusCode >= 400 && !isRoutineRefusal(res))) return 'warn';
  return isRead(req) ? 'debug' : 'info';
}

/**
 * One access line per request worth reading, tagged with a request id (the caller's
 * X-Request-Id when sane, echoed back). Nothing is built for a line that will not be written,
 * and the logger's destination is asynchronous (see logger.ts): the request path pays for an id
 * and a `finish` listener.
 */
export function requestLogger(
  logger: Logger,
  sampleRead: ReadSampler = createReadSampler(),
): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    const started = performance.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const aborted = !res.writableFinished;
      let level = levelOf(req, res, aborted);
      let sampled: number | undefined;
      if (level === 'debug') {
        sampled = sampleRead();
        if (sampled) level = 'info';
      }
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { id: requestId, method: req.method, url: redactUrl(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          ...(sampled ? { sampled } : {}),
        },
        aborted ? 'request aborted' : 'request completed',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    // Everything the request runs (handlers, services, queries) sees its id; see logger.ts.
    requestContext.run({ requestId }, next);
  };
}
