import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { tooManyRequests } from '../errors/app-error';

export interface RateLimitOptions {
  windowMs: number;
  limit: number;
  message?: string;
  /** Names the counters in a shared store; derived from the other options when absent. */
  name?: string;
}

type StoreFactory = (name: string) => Store | undefined;

let storeFor: StoreFactory = () => undefined;

/**
 * Where the limiters created from now on keep their counters (createApp sets it from the
 * shared state before building the routers). Without Redis: express-rate-limit's memory store,
 * which only counts this process's requests.
 */
export function useRateLimitStores(factory: StoreFactory): void {
  storeFor = factory;
}

function limiterName({ windowMs, limit, message, name }: RateLimitOptions): string {
  if (name) return name;
  // Stable across processes running the same code, distinct between limiters.
  return createHash('sha1')
    .update(`${windowMs}:${limit}:${message ?? ''}`)
    .digest('hex')
    .slice(0, 12);
}

/** Per-client-IP limiter answering with the JSON error shape (429). */
export function createRateLimiter(options: RateLimitOptions): RequestHandler {
  const { windowMs, limit, message } = options;
  const store = storeFor(limiterName(options));
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...(store ? { store } : {}),
    // A Redis outage must not turn into an outage of the whole API: requests pass unlimited
    // (and the failure is visible in /api/isready) until Redis answers again.
    passOnStoreError: true,
    handler: (_req, _res, next) => next(tooManyRequests(message)),
  });
}

/**
 * Catalogue and search reads: generous enough for a whole shop browsing from one carrier NAT,
 * low enough that one client cannot keep the database busy with searches. It counts what
 * reaches Express: a kept answer written by the front door (front-door.ts) costs the database
 * nothing and is not counted.
 */
export function createReadLimiter(perMinute: number): RequestHandler {
  return createRateLimiter({
    name: 'catalogue-reads',
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
