import type { RequestHandler } from 'express';
import type { DatabaseHealth } from '../db/health';
import { databaseUnavailable } from './error-middleware';

/** Paths that must answer whatever the database does: liveness and readiness. */
const ALWAYS_ANSWERED = new Set(['/api/islive', '/api/isready', '/api/ready']);

/**
 * While the database is known to be away, API calls answer 503 with Retry-After at once
 * rather than each waiting for a connection or statement timeout; the health monitor's probe
 * opens the gate again as soon as the server answers. Kept public answers (front-door.ts) need
 * no database and are still served meanwhile.
 */
export function databaseGate(health: DatabaseHealth): RequestHandler {
  return (req, _res, next) => {
    if (health.isUp || ALWAYS_ANSWERED.has(req.baseUrl + req.path)) return next();
    next(databaseUnavailable());
  };
}
