import type { Request, RequestHandler } from 'express';
import type { AppContext } from '../../app-context';
import { unauthorized } from '../../errors/app-error';
import { resolveSession } from './auth-service';
import { GUEST } from './auth-types';
import { SESSION_COOKIE, bearerToken } from './tokens';

export function sessionTokenFrom(req: Request): string | null {
  const fromHeader = bearerToken(req.get('authorization'));
  if (fromHeader) return fromHeader;
  const cookies = (req as { cookies?: Record<string, unknown> }).cookies;
  const fromCookie = cookies?.[SESSION_COOKIE];
  return typeof fromCookie === 'string' && fromCookie.length >= 16 && fromCookie.length <= 200
    ? fromCookie
    : null;
}

/** Sets `req.auth` on every request: the session's customer and roles, or a guest. */
export function authMiddleware(ctx: Pick<AppContext, 'db' | 'config' | 'clock'>): RequestHandler {
  return async (req, _res, next) => {
    req.auth = GUEST;
    const token = sessionTokenFrom(req);
    if (token) {
      const session = await resolveSession(ctx, token);
      if (session) req.auth = session.auth;
    }
    next();
  };
}

/** The signed-in customer's id, or 401. */
export function requireSignedIn(req: Request): number {
  const id = req.auth?.customerId ?? null;
  if (id === null) throw unauthorized();
  return id;
}
