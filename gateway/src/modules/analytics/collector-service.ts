import {
  COLLECTOR_LIMITS,
  decodeWireData,
  parseEngagePayload,
  parseTrackPayload,
  type AnalyticsAccount,
} from '@barrio/shared/analytics-contract';
import type { AppContext } from '../../app-context';
import { insertEvents } from './event-repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A browser clock may run a little ahead; further than this it is not believed. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type CollectOutcome =
  | { kind: 'stored'; count: number }
  | { kind: 'acknowledged' }
  | { kind: 'malformed' }
  | { kind: 'too_large' }
  | { kind: 'unknown_account' };

/**
 * The SDK's body: `data=<payload>` form-encoded (XHR or sendBeacon), the payload itself, or a
 * JSON body already parsed by the JSON body parser (`{ data }` or the events themselves).
 */
export function wirePayloadOf(body: unknown, queryData: unknown): unknown {
  if (body instanceof Buffer || typeof body === 'string') {
    const text = body.toString();
    if (text.trim() === '') {
      return typeof queryData === 'string' ? decodeWireData(queryData) : undefined;
    }
    const data = /^\s*[[{]/.test(text) ? text : new URLSearchParams(text).get('data');
    return data === null ? undefined : decodeWireData(data);
  }
  if (typeof body === 'object' && body !== null) {
    const data = (body as { data?: unknown }).data;
    if (typeof data === 'string') return decodeWireData(data);
    if (data !== undefined) return data;
    return Object.keys(body).length === 0 && typeof queryData === 'string'
      ? decodeWireData(queryData)
      : body;
  }
  return typeof queryData === 'string' ? decodeWireData(queryData) : undefined;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL's jsonb refuses NUL characters and lone surrogates: such a beacon is malformed. */
function storable(value: unknown, depth = 0): boolean {
  if (depth > 16) return false;
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every((item) => storable(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).every(
      ([key, item]) => storable(key, depth + 1) && storable(item, depth + 1),
    );
  }
  return true;
}

function accountOfToken(ctx: Ctx, token: string): AnalyticsAccount | null {
  const { A, B } = ctx.config.analytics.accounts;
  if (A && A.token === token) return 'A';
  if (B && B.token === token) return 'B';
  return null;
}

/**
 * When the event happened: the browser's time when it is believable, else now. A time a little
 * ahead (a fast clock) is now: nothing is stored as happening after it arrived, which the
 * summary's rollups rely on (rollup-repository.ts).
 */
function occurredAt(clientTime: number | null, now: number): Date {
  if (clientTime !== null && clientTime >= now - DAY_MS && clientTime <= now + CLOCK_SKEW_MS) {
    return new Date(Math.min(clientTime, now));
  }
  return new Date(now);
}

/** `/track/`: validates the whole batch, then stores it at once, or nothing of it. */
export async function collectTrack(ctx: Ctx, payload: unknown): Promise<CollectOutcome> {
  if (payload === undefined || !storable(payload)) return { kind: 'malformed' };
  const batch = parseTrackPayload(payload);
  if (!batch.ok) return { kind: batch.reason === 'too_many' ? 'too_large' : 'malformed' };
  const now = ctx.clock.now().getTime();
  const rows = [];
  for (const event of batch.events) {
    const account = accountOfToken(ctx, event.token);
    if (!account) return { kind: 'unknown_account' };
    rows.push({ account, occurredAt: occurredAt(event.clientTime, now), event });
  }
  await insertEvents(ctx.db, rows);
  return { kind: 'stored', count: rows.length };
}

/**
 * `/engage/`: the SDK's profile updates. The collector keeps no profiles (they are where a
 * vendor would keep names and e-mails); a well-formed update of a known account is
 * acknowledged so that the SDK does not retry it.
 */
export function collectEngage(ctx: Ctx, payload: unknown): CollectOutcome {
  if (payload === undefined || !storable(payload)) return { kind: 'malformed' };
  const batch = parseEngagePayload(payload);
  if (!batch.ok) return { kind: batch.reason === 'too_many' ? 'too_large' : 'malformed' };
  if (batch.updates.some((update) => accountOfToken(ctx, update.token) === null)) {
    return { kind: 'unknown_account' };
  }
  return { kind: 'acknowledged' };
}

export const COLLECTOR_BODY_LIMIT = COLLECTOR_LIMITS.bodyBytes;
