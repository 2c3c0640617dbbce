import { ApiError } from '@barrio/shared/api';

/** A 4xx answer will not change on retry. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
