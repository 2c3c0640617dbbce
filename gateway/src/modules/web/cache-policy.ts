import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// Chunks and assets carry an 8-hex content hash before the extension (webpack `[contenthash:8]`),
// and so do their compressed twins (`….js.br`, `….js.gz`).
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+(?:\.map)?(?:\.br|\.gz)?$/i;

/**
 * Which Cache-Control a built file gets. Entry points (the shell's index.html and main.js, a
 * remote's mf-manifest.json and remoteEntry.js) keep stable names and must be revalidated on
 * every load, or a deploy would not be seen; content-hashed files never change.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
