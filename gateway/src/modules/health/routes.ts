import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { registerOperation } from '../../openapi/registry';

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
    res.set('Cache-Control', 'no-store').json({ isLive: true });
  });

  registerOperation({
    method: 'get',
    path: '/api/ready',
    summary: 'Readiness: the database answers a query',
    tags: ['health'],
    responses: {
      200: {
        description: 'Ready',
        schema: z.object({ ready: z.literal(true), database: z.literal('ok') }),
      },
      503: { description: 'The database is unreachable' },
    },
  });
  router.get('/api/ready', async (req, res) => {
    try {
      await sql`select 1`.execute(ctx.db);
    } catch (err) {
      ctx.logger.warn({ err, reqId: req.id }, 'readiness check failed');
      throw new AppError(503, 'not_ready', 'The database is not reachable.');
    }
    res.set('Cache-Control', 'no-store').json({ ready: true, database: 'ok' });
  });

  return router;
}
