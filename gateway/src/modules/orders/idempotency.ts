import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict, unprocessable } from '../../errors/app-error';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyRequest {
  scope: string;
  key: string;
  /** Whatever identifies "the same request": body and the options that change the outcome. */
  fingerprint: unknown;
  now: Date;
}

/** A key still "in flight" this long after its last touch belonged to a gateway that died. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;

export function assertIdempotencyKey(key: string): void {
  if (!KEY_FORMAT.test(key)) {
    throw badRequest(
      'invalid_idempotency_key',
      'Idempotency-Key must be 1 to 200 visible ASCII characters.',
      {
        fields: { 'Idempotency-Key': 'Invalid format.' },
      },
    );
  }
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprintHash(value: unknown): string {
  return createHash('sha256').update(canonical(value)).digest('hex');
}

async function claim(
  db: Kysely<Database>,
  req: IdempotencyRequest,
  hash: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      scope: req.scope,
      key: req.key,
      request_hash: hash,
      state: 'in_flight',
      response_body: JSON.stringify(null),
      created_at: req.now,
      updated_at: req.now,
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Runs `work` once per (scope, key). The unique row is the lock, so this holds across
 * gateway instances: the same key and body replays the stored answer, another body is 422,
 * and a request still running under the key is 409. Failures release the key for a retry.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  req: IdempotencyRequest,
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const hash = fingerprintHash(req.fingerprint);
  if (!(await claim(db, req, hash))) {
    const row = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'state', 'response_status', 'response_body', 'updated_at'])
      .where('scope', '=', req.scope)
      .where('key', '=', req.key)
      .executeTakeFirst();
    if (!row) {
      // Released by a failed attempt between our insert and our read: try once more.
      if (!(await claim(db, req, hash)))
        throw conflict(
          'idempotency_in_flight',
          'A request with this Idempotency-Key is in progress.',
        );
    } else if (row.request_hash !== hash) {
      throw unprocessable(
        'idempotency_key_reused',
        'This Idempotency-Key was used with a different request.',
      );
    } else if (row.state === 'done') {
      return { status: row.response_status ?? 200, body: row.response_body, replayed: true };
    } else {
      const abandoned = new Date(row.updated_at).getTime() < req.now.getTime() - ABANDONED_AFTER_MS;
      const takenOver =
        abandoned &&
        (await db
          .updateTable('idempotency_keys')
          .set({ updated_at: req.now })
          .where('scope', '=', req.scope)
          .where('key', '=', req.key)
          .where('state', '=', 'in_flight')
          .where('updated_at', '=', row.updated_at)
          .returning('key')
          .executeTakeFirst());
      if (!takenOver)
        throw conflict(
          'idempotency_in_flight',
          'A request with this Idempotency-Key is in progress.',
        );
    }
  }

  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (error) {
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', req.scope)
      .where('key', '=', req.key)
      .execute();
    throw error;
  }
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      response_status: answer.status,
      response_body: JSON.stringify(answer.body),
      updated_at: req.now,
    })
    .where('scope', '=', req.scope)
    .where('key', '=', req.key)
    .execute();
  return { ...answer, replayed: false };
}
