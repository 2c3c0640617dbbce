import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { Clock } from '../clock';
import { TtlCache } from '../modules/catalog/ttl-cache';
import type { InvalidationTopic, SharedState } from '../shared-state/shared-state';

/** Bodies smaller than this go out uncompressed (as the compression middleware does). */
const COMPRESS_FROM_BYTES = 1024;

interface Serialized {
  body: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Compressed twins, made the first time a client asks for them. */
  gzip?: Buffer;
  br?: Buffer;
}

export interface ReadCacheOptions {
  clock: Clock;
  shared: Pick<SharedState, 'onInvalidate'>;
  /** Announcements that drop every answer kept (a catalogue import, a shop edit). */
  topic: InvalidationTopic;
  ttlMs: number;
  maxEntries: number;
}

/**
 * The language the answer may be written in: answers are kept per language, so that a
 * translated catalogue never reaches a shopper who reads another one.
 */
function languageOf(req: Request): string {
  return req.get('accept-language') ?? '';
}

function preferredEncoding(req: Request): 'br' | 'gzip' | null {
  const accepted = req.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compressed(entry: Serialized, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body);
  return entry.gzip;
}

function sendSerialized(req: Request, res: Response, entry: Serialized): void {
  res.setHeader('Content-Type', entry.contentType);
  res.setHeader('Cache-Control', entry.cacheControl);
  res.setHeader('ETag', entry.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // `req.fresh` compares If-None-Match with the ETag just set (and honours no-cache).
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(req) : null;
  const body = encoding ? compressed(entry, encoding) : entry.body;
  // A set Content-Encoding tells the compression middleware the body is already encoded.
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Keeps the serialized 200 answers of public reads (the same for every caller) with their ETag,
 * so a repeated read costs no query, no validation and no JSON serialization: the bytes go out
 * as they are, a 304 when the client has them, compressed once per encoding. Entries expire
 * after `ttlMs` (the answers' own max-age) and are all dropped when the topic is announced,
 * on every gateway at once (SharedState). An answer computed while an announcement arrived is
 * not kept.
 */
export function createReadCache(options: ReadCacheOptions): RequestHandler & { clear(): void } {
  const entries = new TtlCache<Serialized>(options.clock, options.ttlMs, options.maxEntries);
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  options.shared.onInvalidate(options.topic, clear);

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = `${req.originalUrl}\n${languageOf(req)}`;
    const hit = entries.get(key);
    if (hit) return sendSerialized(req, res, hit);

    const startedAt = generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const keep =
        res.statusCode === 200 &&
        startedAt === generation &&
        (typeof body === 'string' || Buffer.isBuffer(body));
      const result = send(body);
      const etag = res.getHeader('ETag');
      const contentType = res.getHeader('Content-Type');
      const cacheControl = res.getHeader('Cache-Control');
      if (
        keep &&
        typeof etag === 'string' &&
        typeof contentType === 'string' &&
        typeof cacheControl === 'string' &&
        cacheControl.startsWith('public')
      ) {
        entries.set(key, {
          body: Buffer.isBuffer(body) ? body : Buffer.from(body as string),
          etag,
          contentType,
          cacheControl,
        });
      }
      return result;
    };
    next();
  };
  return Object.assign(middleware, { clear });
}
