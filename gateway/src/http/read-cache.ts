import type { Request, RequestHandler, Response } from 'express';
import type { InvalidationTopic } from '../shared-state/shared-state';
import { bodyFor, encodingFor, isFresh, type KeptAnswer, type KeptAnswers } from './kept-answers';

export interface ReadCacheOptions {
  /** Announcements that drop every answer kept (a catalogue import, a shop edit). */
  topic: InvalidationTopic;
  /** The answers' own max-age: a kept answer is never older than a browser may keep it. */
  ttlMs: number;
}

/** The language the answer may be written in: answers are kept per language. */
function languageOf(req: Request): string | undefined {
  return req.headers['accept-language'];
}

/** The route as metrics name it (`/api/shops/:slug`), read while the route's handler runs. */
function routeOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  return route && typeof route.path === 'string' ? `${req.baseUrl}${route.path}` : 'unmatched';
}

/**
 * A kept answer through Express (the front door serves them before Express in a running
 * gateway; this path answers when an app is listened to without it).
 */
function sendKept(req: Request, res: Response, entry: KeptAnswer): void {
  for (let i = 0; i < entry.headers.length; i += 2) {
    res.setHeader(entry.headers[i]!, entry.headers[i + 1]!);
  }
  if (isFresh(req.headers['if-none-match'], req.headers['cache-control'], entry.etag)) {
    res.status(304).end();
    return;
  }
  const encoding = encodingFor(entry, req.headers['accept-encoding']);
  const body = bodyFor(entry, encoding);
  // A set Content-Encoding tells the compression middleware the body is already encoded.
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Keeps the serialized 200 answers of public reads (the same for every caller) with their ETag
 * in the process's KeptAnswers, so a repeated read costs no query, no validation and no JSON
 * serialization. Only an answer marked `Cache-Control: public` that sets no cookie is kept: one
 * that depends on who asks must never be handed to someone else.
 */
export function createReadCache(kept: KeptAnswers, options: ReadCacheOptions): RequestHandler {
  const { topic, ttlMs } = options;
  kept.generation(topic);

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = req.originalUrl;
    const language = languageOf(req);
    const hit = kept.lookup(url, language);
    if (hit) return sendKept(req, res, hit);

    const generation = kept.generation(topic);
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const keepable =
        res.statusCode === 200 && (typeof body === 'string' || Buffer.isBuffer(body));
      const result = send(body);
      const etag = res.getHeader('ETag');
      const contentType = res.getHeader('Content-Type');
      const cacheControl = res.getHeader('Cache-Control');
      if (
        keepable &&
        typeof etag === 'string' &&
        typeof contentType === 'string' &&
        typeof cacheControl === 'string' &&
        cacheControl.startsWith('public') &&
        res.getHeader('Set-Cookie') === undefined
      ) {
        kept.keep(
          url,
          language,
          {
            body: Buffer.isBuffer(body) ? body : Buffer.from(body),
            etag,
            contentType,
            cacheControl,
            route: routeOf(req),
          },
          { topic, ttlMs, generation },
        );
      }
      return result;
    };
    next();
  };
}
