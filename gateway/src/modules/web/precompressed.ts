import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';

/** Encodings the build writes beside each text file (`main.js.br`, `main.js.gz`), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the compressed twin a build wrote beside a static file (brotli at quality 11, gzip
 * at level 9) when the browser accepts it, so no request pays for compressing at run time
 * and the bytes are the smallest the formats give. Placed before the static middleware of the
 * same folder: it only rewrites the request to the twin and sets the encoding headers.
 *
 * Whether a twin exists is asked of the file system once per path and remembered: a deploy
 * adds new versioned folders while the gateway runs, and built files never change in place.
 */
export function precompressed(root: string): RequestHandler {
  const twins = new Map<string, Promise<string[]>>();

  function twinsOf(file: string): Promise<string[]> {
    const known = twins.get(file);
    if (known) return known;
    const found = Promise.all(
      ENCODINGS.map((encoding) =>
        stat(file + encoding.extension).then(
          (stats): string | null => (stats.isFile() ? encoding.name : null),
          () => null,
        ),
      ),
    ).then((names) => names.filter((name): name is string => name !== null));
    // Only files that have twins are remembered for good; a missing file may appear later.
    void found.then((names) => {
      if (names.length === 0) twins.delete(file);
    });
    twins.set(file, found);
    return found;
  }

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = TYPES[path.extname(req.path)];
    if (!type) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, path.normalize(relative));
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    twinsOf(file).then((available) => {
      if (available.length === 0) return next();
      res.setHeader('Vary', 'Accept-Encoding');
      // Among the encodings the browser accepts at all, the smallest wins (browsers send
      // `gzip, deflate, br` with equal weights).
      const accepted = new Negotiator(req).encodings(available);
      const encoding = ENCODINGS.find((candidate) => accepted.includes(candidate.name));
      if (!encoding) return next();
      res.setHeader('Content-Encoding', encoding.name);
      res.setHeader('Content-Type', type);
      req.url = req.url.replace(/^[^?]*/, (pathname) => pathname + encoding.extension);
      next();
    }, next);
  };
}
