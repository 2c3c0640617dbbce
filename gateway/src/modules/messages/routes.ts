import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { renderOutboxPage } from './outbox-page';

const outboxQuery = z.strictObject({
  to: z.string().max(32).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  message: z.string(),
  template: z.string().nullable(),
  params: z.record(z.string(), z.unknown()).nullable(),
  provider: z.string(),
  status: z.string(),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
});

/**
 * The development stand-in for a phone: anyone who can reach it reads every sign-in code, so
 * it is mounted only when DEV_OUTBOX is on (the default of `npm start`'s development mode,
 * refused in production), and says so loudly.
 */
export function devOutboxRoutes(ctx: AppContext): Router {
  const router = Router();
  if (!ctx.config.devOutbox || ctx.config.isProduction) return router;
  ctx.logger.warn(
    { paths: ['/dev/outbox', '/api/dev/outbox'] },
    'DEVELOPMENT OUTBOX ENABLED: every message, sign-in codes included, is readable by anyone ' +
      'who can reach this gateway. Set DEV_OUTBOX=false unless this is a local machine.',
  );

  registerOperation({
    method: 'get',
    path: '/api/dev/outbox',
    summary: 'Messages sent, newest first (not in production)',
    tags: ['dev'],
    query: outboxQuery,
    responses: { 200: { description: 'Messages', schema: z.array(outboxMessageSchema) } },
  });
  router.get('/api/dev/outbox', async (req, res) => {
    const query = parseQuery(outboxQuery, req);
    res.set('Cache-Control', 'no-store').json(await ctx.outbox.list(query));
  });

  router.get('/dev/outbox', async (req, res) => {
    const query = parseQuery(outboxQuery, req);
    const messages = await ctx.outbox.list(query);
    res.set('Cache-Control', 'no-store').type('html').send(renderOutboxPage(messages));
  });

  return router;
}
