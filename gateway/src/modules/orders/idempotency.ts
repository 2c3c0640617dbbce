import { createHash } from 'node:crypto';
import type { InsertQueryBuilder, Kysely, QueryCreator } from 'kysely';
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

export interface IdempotentAnswer extends StoredAnswer {
  /** Answered from an earlier request under the same key. */
  replayed: boolean;
  /** `body` serialized, when this request stored it: sent as it is instead of serializing again. */
  json?: string;
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

/** The key's row as the first statement of the work's transaction inserts it (claimInsert). */
export interface ClaimRow {
  scope: string;
  key: string;
  request_hash: string;
  state: 'in_flight';
  response_body: string;
  created_at: Date;
  updated_at: Date;
}

/** The key's row as the last statement of the work's transaction completes it (completeKey). */
export interface CompletedKey {
  scope: string;
  key: string;
  state: 'done';
  response_status: number;
  /** The answer's body, serialized. */
  response_body: string;
  updated_at: Date;
}

/**
 * Handed to the work that runs under a key: it claims the key and records the answer inside
 * its own transaction, so the key, the order and its debits commit together or not at all.
 * The guard gives the rows; the work's statements write them (claimInsert, completeKey).
 */
export interface IdempotencyGuard<T> {
  /**
   * The key's row, inserted by the first statement of the work's transaction (claimInsert, as a
   * WITH of its first read: one round trip less); that insert returns a row when it took the key.
   * `assertClaimed` must follow that statement.
   */
  readonly claim: ClaimRow;
  /** After a statement that ran claimInsert: aborts the work for a replay unless it took the key. */
  assertClaimed(took: boolean): void;
  /**
   * The stored answer for `result`: the last statement of the work's transaction writes it
   * (completeKey, with the transaction's other writes as WITHs of the same statement: fewer
   * round trips while the transaction holds its locks). Called once, just before that statement.
   */
  completion(result: T): CompletedKey;
}

/** The insert that takes a key: one row (the key) when it did, none when the key was taken. */
export type ClaimInsert = InsertQueryBuilder<Database, 'idempotency_keys', { key: string }>;

export function claimInsert(db: QueryCreator<Database>, claim: ClaimRow): ClaimInsert {
  return db
    .insertInto('idempotency_keys')
    .values(claim)
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key');
}

/** The update that stores a key's answer (see IdempotencyGuard.completion). */
export function completeKey(db: QueryCreator<Database>, done: CompletedKey) {
  return db
    .updateTable('idempotency_keys')
    .set({
      state: done.state,
      response_status: done.response_status,
      response_body: done.response_body,
      updated_at: done.updated_at,
    })
    .where('scope', '=', done.scope)
    .where('key', '=', done.key);
}

/** Thrown inside the work's transaction when the key turned out to be taken; rolls it back. */
class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
  }
}

const inFlight = () =>
  conflict('idempotency_in_flight', 'A request with this Idempotency-Key is in progress.');

type Lookup = { kind: 'replay'; answer: StoredAnswer } | { kind: 'free' };

/** What an earlier request under the same key left: its answer, a 422, a 409, or nothing. */
async function lookUp(
  db: Kysely<Database>,
  req: IdempotencyRequest,
  hash: string,
): Promise<Lookup> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'state', 'response_status', 'response_body', 'updated_at'])
    .where('scope', '=', req.scope)
    .where('key', '=', req.key)
    .executeTakeFirst();
  if (!row) return { kind: 'free' };
  if (row.request_hash !== hash) {
    throw unprocessable(
      'idempotency_key_reused',
      'This Idempotency-Key was used with a different request.',
    );
  }
  if (row.state === 'done') {
    return {
      kind: 'replay',
      answer: { status: row.response_status ?? 200, body: row.response_body },
    };
  }
  // A committed in-flight row was left by a gateway version that claimed keys in their own
  // transaction; once abandoned it is cleared so that this request can run.
  const abandoned = new Date(row.updated_at).getTime() < req.now.getTime() - ABANDONED_AFTER_MS;
  const cleared =
    abandoned &&
    (await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', req.scope)
      .where('key', '=', req.key)
      .where('state', '=', 'in_flight')
      .where('updated_at', '=', row.updated_at)
      .returning('key')
      .executeTakeFirst());
  if (!cleared) throw inFlight();
  return { kind: 'free' };
}

/**
 * Runs `work` at most once per (scope, key). The key's row is inserted by the work's own
 * transaction and completed with the answer just before it commits: a crash at any point
 * either leaves no trace (the retry runs afresh) or leaves the order together with the stored
 * answer (the retry replays it). A parallel request with the same key waits on the row and
 * then replays; another body under the key is 422. A new key costs no statement outside the
 * work's transaction: the key is only looked up when the work could not take it.
 */
export async function runIdempotent<T>(
  db: Kysely<Database>,
  req: IdempotencyRequest,
  work: (guard: IdempotencyGuard<T>) => Promise<T>,
  toAnswer: (result: T) => StoredAnswer,
): Promise<IdempotentAnswer> {
  const hash = fingerprintHash(req.fingerprint);
  // The answer's body as stored by the attempt that completed, sent as it is (serialized once).
  let storedJson: string | undefined;

  const guard: IdempotencyGuard<T> = {
    claim: {
      scope: req.scope,
      key: req.key,
      request_hash: hash,
      state: 'in_flight',
      response_body: JSON.stringify(null),
      created_at: req.now,
      updated_at: req.now,
    },
    assertClaimed(took) {
      if (!took) throw new KeyTaken();
    },
    completion(result) {
      const answer = toAnswer(result);
      const json = JSON.stringify(answer.body);
      // Sent as stored when the work returns, which it does only once this row is written.
      storedJson = json;
      return {
        scope: req.scope,
        key: req.key,
        state: 'done',
        response_status: answer.status,
        response_body: json,
        updated_at: req.now,
      };
    },
  };

  /** The work's answer, or null when the key was taken (the work's transaction rolled back). */
  const attempt = async (): Promise<IdempotentAnswer | null> => {
    storedJson = undefined;
    try {
      const answer = toAnswer(await work(guard));
      return {
        ...answer,
        replayed: false,
        ...(storedJson === undefined ? {} : { json: storedJson }),
      };
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      return null;
    }
  };
  const first = await attempt();
  if (first !== null) return first;
  // The key was taken: by an earlier request (replay its answer, or 422 for another body), by
  // one that committed while we waited on the row (replay), or by an abandoned one (cleared by
  // lookUp: run once more).
  const earlier = await lookUp(db, req, hash);
  if (earlier.kind === 'replay') return { ...earlier.answer, replayed: true };
  const second = await attempt();
  if (second !== null) return second;
  throw inFlight();
}
