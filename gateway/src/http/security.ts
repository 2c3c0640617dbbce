import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { KEPT_TAPS_SCRIPT } from '@barrio/shared/first-view/kept-taps';
import type { Config } from '../config';
import { ENTRY_AFTER_PAINT_SCRIPT } from '../modules/web/entry-after-paint';

/**
 * A request for a page the browser renders: not the API, not a remote's file, and either no
 * file extension in its last segment (the shell's routes) or an `.html` file (the shell's
 * `index.html`, which the service worker keeps and serves for any route opened offline, with
 * the headers it was fetched with). Only these need the page policies
 * (CSP with its sources, frame, opener and referrer rules): about 1 KB that a JSON answer, a
 * script or an image would carry for nothing.
 */
export function isDocumentRequest(req: Pick<Request, 'method' | 'path'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.path === '/api' || req.path.startsWith('/api/')) return false;
  if (req.path.startsWith('/remotes/')) return false;
  const last = req.path.slice(req.path.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

// What every other answer keeps: no MIME sniffing, no embedding in another site's page, and
// (for a JSON answer opened directly) nothing it could run or load.
export const RESOURCE_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-site'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

// The service worker's script: its own Content-Security-Policy governs what the worker may
// fetch, and it only ever fetches the storefront's own files and API.
const SERVICE_WORKER_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "default-src 'self'"],
];
export const SERVICE_WORKER_PATH = '/sw.js';

const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The inline scripts a page may run, allowed by their hashes: the server markup's tap keeper and
 * the starter of the shell's entry after the first paint.
 */
export const INLINE_SCRIPT_SOURCES = [KEPT_TAPS_SCRIPT, ENTRY_AFTER_PAINT_SCRIPT].map(scriptHash);

/** helmet with a CSP that lets the shell load its remotes, map tiles and analytics. */
export function securityHeaders(config: Config): RequestHandler {
  const devOrigins = Object.values(config.devServers).map((url) => new URL(url).origin);
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Maps (places, geometry) and the tag manager load their own scripts.
        'script-src': [
          "'self'",
          ...INLINE_SCRIPT_SOURCES,
          'https://maps.googleapis.com',
          'https://www.googletagmanager.com',
          ...devOrigins,
        ],
        'connect-src': ["'self'", 'https:', ...devOrigins, ...devSockets],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'", 'https:'],
        'font-src': ["'self'", 'https:', 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  return (req, res, next) => {
    if (isDocumentRequest(req)) return documentHeaders(req, res, next);
    const headers = req.path === SERVICE_WORKER_PATH ? SERVICE_WORKER_HEADERS : RESOURCE_HEADERS;
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
