import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../http/rate-limit';
import { parseBody } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { sendMessageResponseSchema, sendMessageSchema } from './message-schema';
import { sendMessage } from './message-service';

export function messagingRoutes(ctx: AppContext): Router {
  const router = Router();
  const limiter = createRateLimiter({
    windowMs: 10 * 60 * 1000,
    limit: 60,
    message: 'Too many messages from this address.',
  });

  registerOperation({
    method: 'post',
    path: '/api/sendmessage',
    summary:
      'Send a message through the outbox: to the caller’s shop or leader, their customers, or anyone for support',
    tags: ['messages'],
    body: sendMessageSchema,
    responses: {
      202: { description: 'Queued in the outbox', schema: sendMessageResponseSchema },
      401: { description: 'Not signed in' },
      403: { description: 'The caller may not message this number' },
      429: { description: 'Too many messages' },
    },
    security: true,
  });

  router.post('/api/sendmessage', limiter, async (req, res) => {
    const body = parseBody(sendMessageSchema, req);
    res.status(202).json(await sendMessage(ctx, req.auth, body));
  });

  return router;
}
