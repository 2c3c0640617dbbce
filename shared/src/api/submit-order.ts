import { apiRequest } from './api-fetch';
import type { OrderPayload } from '../contract/api/order';

export interface SubmitOrderOptions {
  autoconfirm?: boolean;
  /** The same key for a retried submission makes the gateway replay the first answer. */
  idempotencyKey: string;
  signal?: AbortSignal;
}

export interface SubmitOrderResult {
  status: number;
  /** Unchecked: the caller parses it with the contract (`placedOrderEnvelopeSchema` on 200). */
  body: unknown;
}

/**
 * SPEC §7: the caller gets the JSON answer plus the HTTP status, whatever the status (a 400
 * carries the coupon and limit details the checkout needs). Only an unreachable server throws.
 */
export async function submitOrder(
  payload: OrderPayload,
  options: SubmitOrderOptions,
): Promise<SubmitOrderResult> {
  const response = await apiRequest<unknown>('/order', {
    method: 'POST',
    query: { autoconfirm: options.autoconfirm ? 'true' : undefined },
    body: payload,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { status: response.status, body: response.body };
}
