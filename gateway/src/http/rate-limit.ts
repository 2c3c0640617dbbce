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
