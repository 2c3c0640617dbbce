import { isApiError } from '@barrio/shared/api';

export type DeliverFailure =
  'wrong-code' | 'too-many-attempts' | 'not-deliverable' | 'unpaid' | 'failed';

/** Turns the deliver call's error into what the owner must do next. */
export function classifyDeliverError(error: unknown): DeliverFailure {
  if (!isApiError(error)) return 'failed';
  if (error.status === 429 || error.code === 'too_many_attempts') return 'too-many-attempts';
  if (error.code === 'order_unpaid') return 'unpaid';
  if (error.status === 409) return 'not-deliverable';
  if (error.status === 400 || error.status === 422) return 'wrong-code';
  return 'failed';
}

/** The gateway puts the remaining attempts at the top level of a wrong-code answer. */
export function attemptsLeftFrom(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const body = error.body as { attempts_left?: unknown } | undefined;
  return typeof body?.attempts_left === 'number' ? body.attempts_left : null;
}
