import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import type { KeptAnswers } from '../../http/kept-answers';
import { DATABASE_RETRY_AFTER_S } from '../../http/error-middleware';
import { registerOperation } from '../../openapi/registry';

const LIVENESS = { isLive: true } as const;
const LIVENESS_CACHE_CONTROL = 'no-store';

/**
 * Liveness is the process answering, nothing more: its answer never changes, so the front door
 * writes it without the middleware chain (probes come often). `etagOf` is Express's own ETag
 * function (`app.get('etag fn')`), so both paths give the same ETag.
 */
export function keepLiveness(
  kept: KeptAnswers,
  etagOf: (body: Buffer, encoding: BufferEncoding) => string,
): void {
  const body = Buffer.from(JSON.stringify(LIVENESS));
  kept.keepStanding('/api/islive', {
    body,
    etag: etagOf(body, 'utf8'),
    contentType: 'application/json; charset=utf-8',
    cacheControl: LIVENESS_CACHE_CONTROL,
    route: '/api/islive',
  });
}

export function healthRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'get',
    path: '/api/islive',
    summary: 'Liveness: the process answers',
    tags: ['health'],
    responses: { 200: { description: 'Alive', schema: z.object({ isLive: z.literal(true) }) } },
  });
  router.get('/api/islive', (_req, res) => {
    res.set('Cache-Control', LIVENESS_CACHE_CONTROL).json(LIVENESS);
  });

  const readiness = z.object({
    ready: z.literal(true),
    database: z.literal('ok'),
    redis: z.literal('ok').optional(),
  });
  // /api/ready is the earlier name, kept for the probes already configured with it.
  for (const path of ['/api/isready', '/api/ready']) {
    registerOperation({
      method: 'get',
      path,
      summary: 'Readiness: the database (and Redis, when configured) answers now',
      tags: ['health'],
      responses: {
        200: { description: 'Ready', schema: readiness },
        503: {
          description:
            'Shutting down, or the database or Redis is unreachable; Retry-After says when to ask again',
        },
      },
    });
    router.get(path, async (_req, res) => {
      res.set('Cache-Control', 'no-store');
      if (ctx.lifecycle.draining) {
        throw new AppError(503, 'shutting_down', 'This instance is shutting down.');
      }
      const [database, redis] = await Promise.all([ctx.dbHealth.check(), ctx.shared.check()]);
      if (!database || !redis) {
        res.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
        throw new AppError(
          503,
          'not_ready',
          !database ? 'The database is not reachable.' : 'Redis is not reachable.',
        );
      }
      // Redis is reported only where there is one: a single PGlite gateway answers as before.
      res.json({
        ready: true,
        database: 'ok',
        ...(ctx.shared.kind === 'redis' ? { redis: 'ok' } : {}),
      });
    });
  }

  return router;
}
