import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Clock } from '../clock';
import type { InvalidationTopic, SharedState } from '../shared-state/shared-state';
import { RESOURCE_HEADERS } from './security';

/** Bodies smaller than this go out uncompressed (as the compression middleware does). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * How many answers one process keeps, every read cache together: a 100-product page is about
 * 40 KB serialized (plus its compressed twins), so at most about 60 MB.
 */
export const KEPT_ANSWERS_MAX = 1_500;

export type Encoding = 'br' | 'gzip';

/** What a route hands over to be kept: a 200 answer that is the same for every caller. */
export interface AnswerToKeep {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** The route as the metrics name it (`/api/shops/:slug`), so hits are counted alongside misses. */
  route: string;
}

/**
 * A kept answer with its response headers laid out once (flat arrays for `writeHead`), so that
 * serving it allocates almost nothing: only X-Request-Id and Content-Length differ per answer.
 */
export interface KeptAnswer {
  readonly route: string;
  readonly etag: string;
  readonly body: Buffer;
  /** Headers of a 200 and of a 304, without X-Request-Id, Content-Length and Content-Encoding. */
  readonly headers: readonly string[];
  /** The announcements that drop it; none for a standing answer. */
  readonly topic: InvalidationTopic | null;
  readonly expiresAt: number;
  /** Compressed twins, made the first time a client asks for them. */
  gzip?: Buffer;
  br?: Buffer;
}

export interface KeptAnswersOptions {
  clock: Clock;
  shared: Pick<SharedState, 'onInvalidate'>;
  maxEntries?: number;
}

/** The encoding a client takes, brotli first; `null` for the plain bytes. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** How this answer goes to a client: small bodies always as they are. */
export function encodingFor(
  entry: KeptAnswer,
  acceptEncoding: string | undefined,
): Encoding | null {
  return entry.body.length < COMPRESS_FROM_BYTES ? null : preferredEncoding(acceptEncoding);
}

/** The body to send in an encoding (`null`: as kept), compressed once per entry. */
export function bodyFor(entry: KeptAnswer, encoding: Encoding | null): Buffer {
  if (encoding === null) return entry.body;
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body);
  return entry.gzip;
}

/**
 * `If-None-Match` already names this answer (what `req.fresh` decides in Express: a weak or
 * strong match, `*`, and a `Cache-Control: no-cache` request is never fresh).
 */
export function isFresh(
  ifNoneMatch: string | undefined,
  cacheControl: string | undefined,
  etag: string,
): boolean {
  if (!ifNoneMatch) return false;
  if (cacheControl && /(?:^|,)\s*no-cache\s*(?:,|$)/i.test(cacheControl)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const raw of ifNoneMatch.split(',')) {
    const tag = raw.trim();
    if (tag === etag || tag === `W/${etag}` || `W/${tag}` === etag) return true;
  }
  return false;
}

/** The key of an answer: the URL as asked, and the language it may be written in. */
function keyOf(url: string, language: string | undefined): string {
  return `${url}\n${language ?? ''}`;
}

/**
 * Every serialized public answer this process keeps, in one store that the read caches of the
 * catalogue and the shops write into and the front door (front-door.ts) reads from with one
 * lookup. Answers are kept per URL and `Accept-Language` (a translated catalogue never reaches
 * a shopper who reads another language), expire after their own max-age, and are dropped when
 * their topic is announced (SharedState: on every gateway at once). An answer computed while an
 * announcement arrived is not kept (see `generation`). Least recently used answers go first.
 */
export class KeptAnswers {
  private readonly entries = new Map<string, KeptAnswer>();
  private readonly generations = new Map<InvalidationTopic, number>();
  private readonly clock: Clock;
  private readonly shared: Pick<SharedState, 'onInvalidate'>;
  private readonly maxEntries: number;

  constructor(options: KeptAnswersOptions) {
    this.clock = options.clock;
    this.shared = options.shared;
    this.maxEntries = options.maxEntries ?? KEPT_ANSWERS_MAX;
  }

  /** The kept answer for this URL and language, if any and still fresh. */
  lookup(url: string, language: string | undefined): KeptAnswer | undefined {
    if (this.entries.size === 0) return undefined;
    const key = keyOf(url, language);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.clock.now().getTime()) return undefined;
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Starts watching a topic's announcements (once per topic) and returns its generation: pass
   * it back to `keep` so that an answer computed across an announcement is dropped.
   */
  generation(topic: InvalidationTopic): number {
    const current = this.generations.get(topic);
    if (current !== undefined) return current;
    this.generations.set(topic, 0);
    this.shared.onInvalidate(topic, () => this.drop(topic));
    return 0;
  }

  keep(
    url: string,
    language: string | undefined,
    answer: AnswerToKeep,
    kept: { topic: InvalidationTopic; ttlMs: number; generation: number },
  ): void {
    if (this.generation(kept.topic) !== kept.generation) return;
    this.store(keyOf(url, language), answer, kept.topic, this.clock.now().getTime() + kept.ttlMs);
  }

  /**
   * An answer that never changes while the process runs (liveness), for requests without
   * Accept-Language. Like any entry it may be pushed out by newer ones: Express answers then.
   */
  keepStanding(url: string, answer: AnswerToKeep): void {
    this.store(keyOf(url, undefined), answer, null, Number.POSITIVE_INFINITY);
  }

  private store(
    key: string,
    answer: AnswerToKeep,
    topic: InvalidationTopic | null,
    expiresAt: number,
  ): void {
    this.entries.delete(key);
    this.entries.set(key, {
      route: answer.route,
      etag: answer.etag,
      body: answer.body,
      headers: [
        ...RESOURCE_HEADERS.flat(),
        'Content-Type',
        answer.contentType,
        'Cache-Control',
        answer.cacheControl,
        'ETag',
        answer.etag,
        'Vary',
        'Accept-Encoding',
      ],
      topic,
      expiresAt,
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** Drops every answer of a topic (a catalogue import, a shop edit was announced). */
  drop(topic: InvalidationTopic): void {
    this.generations.set(topic, (this.generations.get(topic) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.topic === topic) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
