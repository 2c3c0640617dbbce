import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { tooManyRequests } from '../errors/app-error';

export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  message?: string;
}

/** Per-client-IP limiter answering with the JSON error shape (429). */
export function createRateLimiter({ windowMs, limit, message }: RateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests(message)),
  });
}

/**
 * Catalogue and search reads: generous enough for a whole shop browsing from one carrier NAT,
 * low enough that one client cannot keep the database busy with searches.
 */
export function createReadLimiter(perMinute: number): RequestHandler {
  return createRateLimiter({
    windowMs: 60 * 1000,
    limit: perMinute,
    message: 'Too many catalogue requests from this address; try again in a minute.',
  });
}

/** The catalogue and search read paths that the read limiter covers. */
export const CATALOGUE_READ_PATHS = [
  '/api/products',
  '/api/menus',
  '/api/categories',
  '/api/banners',
  '/api/brands',
  '/api/shops',
];
