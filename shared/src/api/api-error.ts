/** DESIGN.md's error body: `{ error: { code, message, fields } }`. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}

export const NETWORK_ERROR_CODE = 'network_error';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  /** The parsed response body (or its text), kept for callers that need extra details. */
  readonly body: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { fields?: Record<string, string>; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    this.code = code;
    this.fields = options.fields ?? {};
    this.body = options.body;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
    else if (Array.isArray(message))
      fields[key] = message.filter((m) => typeof m === 'string').join(' ');
  }
  return fields;
}

/** Narrows an unknown body to the error shape, tolerating missing optional parts. */
export function parseApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== 'string') return null;
  const parsedFields = stringFields(fields);
  return {
    error: {
      code,
      message: typeof message === 'string' ? message : code,
      ...(parsedFields ? { fields: parsedFields } : {}),
    },
  };
}

export function apiErrorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const parsed = parseApiErrorBody(body);
  if (parsed) {
    return new ApiError(status, parsed.error.code, parsed.error.message, {
      ...(parsed.error.fields ? { fields: parsed.error.fields } : {}),
      body,
    });
  }
  return new ApiError(
    status,
    `http_${status}`,
    statusText || `Request failed with status ${status}`,
    {
      body,
    },
  );
}
