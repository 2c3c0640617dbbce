import type { Request, RequestHandler } from 'express';
import type { Config } from '../config';
import { forbidden } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins this gateway's pages are served from: PUBLIC_URL and the request's own host. */
function ownOrigins(config: Pick<Config, 'publicUrl'>, req: Request): Set<string> {
  const origins = new Set<string>([new URL(config.publicUrl).origin]);
  const host = req.get('host');
  if (host) origins.add(`${req.protocol}://${host}`);
  return origins;
}

/**
 * CSRF defence for writes that a browser would authenticate with our cookies (the session
 * cookie, the tier and consent cookies): a cross-site page can make the browser send them, so
 * such a write must come from one of our own pages. Fetch Metadata says so directly
 * (`Sec-Fetch-Site: same-origin`; `same-site` is refused too, since another port or subdomain
 * of the host is another origin); browsers without it still send `Origin` on every
 * cross-origin write. Writes with no cookie, or authenticated by an Authorization header that
 * another origin cannot set without a CORS preflight we never grant, are not at risk.
 */
export function csrfGuard(config: Pick<Config, 'publicUrl'>): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (!req.headers.cookie || req.headers.authorization) return next();
    const site = req.get('sec-fetch-site');
    if (site !== undefined) {
      if (site === 'same-origin' || site === 'none') return next();
      return next(forbidden('This request must come from the storefront itself.', 'csrf_refused'));
    }
    const origin = req.get('origin');
    if (origin === undefined || ownOrigins(config, req).has(origin)) return next();
    return next(forbidden('This request must come from the storefront itself.', 'csrf_refused'));
  };
}
