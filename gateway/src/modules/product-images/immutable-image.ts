import type { Request, Response } from 'express';
import type { RasterImage } from './raster-image';

/** An SVG is a document of its own: no script, no fetch, nothing but its inline drawing. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * If-None-Match with the weak comparison of RFC 9110. Evaluated here rather than with
 * `req.fresh`, which ignores validators whenever the request says `Cache-Control: no-cache`
 * (as fetch does for every conditional request).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export interface ImmutableImage {
  body: string | Buffer;
  type: 'image/svg+xml' | 'image/webp';
  etag: string;
}

/** A picture whose URL names its version: cached for a year, answered 304 to its validator. */
export function sendImmutableImage(req: Request, res: Response, image: ImmutableImage): void {
  res.set({
    ETag: image.etag,
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  });
  if (matchesIfNoneMatch(req.get('if-none-match'), image.etag)) {
    res.status(304).end();
    return;
  }
  res.type(image.type).send(image.body);
}

export const webp = ({ webp: body, etag }: RasterImage): ImmutableImage => ({
  body,
  etag,
  type: 'image/webp',
});
