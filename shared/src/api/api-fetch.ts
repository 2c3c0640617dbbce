import { ApiError, NETWORK_ERROR_CODE, apiErrorFromResponse } from './api-error';
import { yieldWhereCheap } from '../scheduling/next-task';

export const API_BASE_PATH = '/api';

type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  statusText: string;
  body: T;
  headers: Headers;
}

/** `/shops/x`, `shops/x` and `/api/shops/x` all mean `/api/shops/x` on this origin. */
export function apiPath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  if (
    withSlash === API_BASE_PATH ||
    withSlash.startsWith(`${API_BASE_PATH}/`) ||
    withSlash.startsWith(`${API_BASE_PATH}?`)
  ) {
    return withSlash;
  }
  return `${API_BASE_PATH}${withSlash}`;
}

/** Undefined and null values are left out; arrays repeat the key. */
export function serializeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as readonly QueryScalar[]) {
      if (item === undefined || item === null) continue;
      params.append(key, String(item));
    }
  }
  const serialized = params.toString();
  return serialized === '' ? '' : `?${serialized}`;
}

export function buildApiUrl(path: string, query?: QueryParams): string {
  const base = apiPath(path);
  const serialized = serializeQuery(query);
  if (serialized === '') return base;
  return base.includes('?') ? `${base}&${serialized.slice(1)}` : `${base}${serialized}`;
}

function isPassThroughBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Sends the request and returns status and parsed body whatever the status. Only a failure
 * to reach the server throws (ApiError status 0, code 'network_error'); an abort rethrows the
 * AbortError so that query cancellation stays silent.
 */
export async function apiRequest<T>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', query, body, headers = {}, signal } = options;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isPassThroughBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!Object.keys(requestHeaders).some((name) => name.toLowerCase() === 'content-type')) {
        requestHeaders['Content-Type'] = 'application/json';
      }
    }
  }

  // Starting a request costs the main thread a few milliseconds, several times that on a cheap
  // phone, and a page coming alive starts several at once from React's effects, all in one task:
  // each starts in a task of its own instead.
  await yieldWhereCheap();
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, query), {
      method,
      headers: requestHeaders,
      credentials: 'same-origin',
      ...(requestBody !== undefined ? { body: requestBody } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The server could not be reached.', { cause: error });
  }

  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, NETWORK_ERROR_CODE, 'The response was interrupted.', { cause: error });
  }
  // The body's shape is the caller's declared T; the server's OpenAPI document is the contract.
  return {
    status: response.status,
    statusText: response.statusText,
    body: parsed as T,
    headers: response.headers,
  };
}

/** The parsed body of a 2xx answer; any other status throws an ApiError. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const response = await apiRequest<unknown>(path, options);
  if (response.status < 200 || response.status >= 300) {
    throw apiErrorFromResponse(response.status, response.statusText, response.body);
  }
  return response.body as T;
}
