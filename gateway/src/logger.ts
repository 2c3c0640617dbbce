import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { currentRequestId } from './http/request-context';
import { currentTraceIds } from './telemetry/tracing';

export type { Logger };

export function createLogger(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: { service: 'barrio-gateway' },
    // Every line written while serving a request carries its id (the X-Request-Id header the
    // client got back), services' and repositories' lines included, not only the access line.
    // With tracing on, they also carry the trace and span ids (trace_id, span_id).
    mixin() {
      const reqId = currentRequestId();
      const ids = currentTraceIds();
      return reqId ? { reqId, ...ids } : ids;
    },
    // Never write secrets to the log, wherever they appear in a logged object.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.token',
        'token',
      ],
      censor: '[redacted]',
    },
  };
  // Standard output written asynchronously: a request never waits for the terminal or the
  // log collector's pipe (pino flushes what is buffered when the process exits).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
