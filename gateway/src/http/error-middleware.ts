import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isDatabaseOutage } from '../db/health';
import { AppError, isAppError, notFound } from '../errors/app-error';

/** Seconds a client should wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_S = 2;

/** The 503 of a database outage: the caller did nothing wrong and may retry the same request. */
export function databaseUnavailable(cause?: unknown): AppError {
  return new AppError(
    503,
    'database_unavailable',
    'The service is briefly unavailable; try again in a moment.',
    cause === undefined ? {} : { cause },
  );
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
  [extra: string]: unknown;
}

export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = {
    ...(error.details ?? {}),
    error: { code: error.code, message: error.message },
  };
  if (error.fields && Object.keys(error.fields).length > 0) body.error.fields = error.fields;
  return body;
}

interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  code?: string;
  message?: string;
  field?: string;
}

/** What busboy (under multer) throws for a multipart body that ends early or has broken headers. */
const MULTIPART_PARSE_ERRORS = new Set([
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
]);

/** Errors thrown by body parsers, multer and friends: map the caller's mistakes to 4xx. */
function fromLibraryError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as HttpishError;
  switch (e.type) {
    case 'entity.parse.failed':
      return new AppError(400, 'invalid_json', 'The request body is not valid JSON.');
    case 'entity.too.large':
      return new AppError(413, 'payload_too_large', 'The request body is too large.');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError(
        415,
        'unsupported_media_type',
        'The request body encoding is not supported.',
      );
    case 'request.aborted':
      return new AppError(400, 'request_aborted', 'The request was aborted.');
    default:
      break;
  }
  if (e.code === 'LIMIT_FILE_SIZE')
    return new AppError(413, 'file_too_large', 'The file is too large.');
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    return new AppError(400, 'invalid_upload', e.message ?? 'The upload is not valid.', {
      fields: e.field ? { [e.field]: e.message ?? 'Not accepted.' } : undefined,
    });
  }
  if (
    e.code === 'MALFORMED_MULTIPART' ||
    (e.message ?? '').startsWith('Multipart:') ||
    MULTIPART_PARSE_ERRORS.has(e.message ?? '')
  ) {
    return new AppError(400, 'invalid_upload', 'The multipart body is malformed.');
  }
  const status = e.status ?? e.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, 'bad_request', e.message ?? 'Bad request.');
  }
  return null;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => {
  next(notFound('route_not_found', 'No such route.'));
};

export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const fromLibrary = isAppError(err) ? null : fromLibraryError(err);
    // A client's own broken request (a body parser's error) is never taken for an outage.
    const outage = !isAppError(err) && fromLibrary === null && isDatabaseOutage(err);
    const appError = isAppError(err) ? err : outage ? databaseUnavailable(err) : fromLibrary;
    const log = (req as { log?: Logger }).log ?? logger;
    if (appError) {
      if (appError.code === 'database_unavailable' && !res.headersSent)
        res.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
      if (outage) {
        // Logged once by the health monitor when the state changes; one line per request is noise.
        log.warn({ err: { message: (err as Error).message } }, appError.message);
        if (!res.headersSent) res.status(503).json(errorBody(appError));
        return;
      }
      if (appError.status >= 500) log.error({ err }, appError.message);
      else log.debug({ code: appError.code, status: appError.status }, appError.message);
      if (res.headersSent) return;
      res.status(appError.status).json(errorBody(appError));
      return;
    }
    log.error({ err }, 'unhandled error');
    if (res.headersSent) return;
    res
      .status(500)
      .json({ error: { code: 'internal_error', message: 'Something went wrong on our side.' } });
  };
}
