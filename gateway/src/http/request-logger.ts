import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { requestContext } from './request-context';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** Session tokens may travel in the query string (`/api/user?token=`): keep them out of the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
}

/** One log line per request, tagged with a request id (the caller's X-Request-Id when sane). */
export function requestLogger(logger: Logger): RequestHandler {
  const access = pinoHttp({
    logger,
    genReqId: (_req, res) =>
      requestContext.getStore()?.requestId ?? String(res.getHeader('X-Request-Id')),
    customLogLevel: (_req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const requestId =
      typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    // Everything the request runs (handlers, services, queries) sees its id; see logger.ts.
    requestContext.run({ requestId }, () => access(req, res, next));
  };
}
