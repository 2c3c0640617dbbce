export type FieldErrors = Record<string, string>;

export interface AppErrorOptions {
  fields?: FieldErrors;
  /** Extra keys rendered at the top level of the error body, beside `error`. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** The one error type of the gateway: a status, a stable code and a message for the caller. */
export class AppError extends Error {
  readonly fields: FieldErrors | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.fields = options.fields;
    this.details = options.details;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export const badRequest = (code: string, message: string, options?: AppErrorOptions) =>
  new AppError(400, code, message, options);

export const validationFailed = (fields: FieldErrors, message = 'The request is not valid.') =>
  new AppError(400, 'validation_failed', message, { fields });

export const unauthorized = (message = 'Sign in to continue.', code = 'unauthorized') =>
  new AppError(401, code, message);

export const forbidden = (message = 'You cannot do this.', code = 'forbidden') =>
  new AppError(403, code, message);

export const notFound = (code = 'not_found', message = 'Not found.') =>
  new AppError(404, code, message);

export const conflict = (code: string, message: string, options?: AppErrorOptions) =>
  new AppError(409, code, message, options);

export const payloadTooLarge = (message = 'The request body is too large.') =>
  new AppError(413, 'payload_too_large', message);

export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'unsupported_media_type', message);

export const unprocessable = (code: string, message: string, options?: AppErrorOptions) =>
  new AppError(422, code, message, options);

export const tooManyRequests = (message = 'Too many requests; try again later.') =>
  new AppError(429, 'too_many_requests', message);
