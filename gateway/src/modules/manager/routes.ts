import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../http/rate-limit';
import { parseBody, parseParams } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { pushOrderUpdate } from '../push/push-notifier';
import { deliverSchema, managerOrderParams, managerOrderResponseSchema } from './manager-schema';
import { deliverOrder, managerOrder } from './manager-service';

export function managerRoutes(ctx: AppContext): Router {
  const router = Router();
  const codeLimiter = createRateLimiter({
    windowMs: 15 * 60 * 1000,
    limit: 60,
    message: 'Too many delivery code attempts; try again later.',
  });
  const notFound = { description: 'Not an order of a shop the caller owns' };

  registerOperation({
    method: 'get',
    path: '/api/manager/{shop_slug}/orders/{order_id}',
    summary: 'The shop owner’s view of an order of their shop',
    tags: ['manager'],
    params: managerOrderParams,
    responses: {
      200: {
        description: 'The order with the customer’s contact',
        schema: managerOrderResponseSchema,
      },
      404: notFound,
    },
    security: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/manager/{shop_slug}/orders/{order_id}/deliver',
    summary:
      'The shop owner confirms delivery with the customer’s code (attempts limited per order)',
    tags: ['manager'],
    params: managerOrderParams,
    body: deliverSchema,
    responses: {
      200: { description: 'The delivered order', schema: managerOrderResponseSchema },
      400: { description: 'Wrong code; attempts_left says how many remain' },
      404: notFound,
      409: { description: 'The order cannot be delivered (canceled or already delivered)' },
      429: { description: 'Too many wrong codes for this order' },
    },
    security: true,
  });

  router.get('/api/manager/:shop_slug/orders/:order_id', async (req, res) => {
    const params = parseParams(managerOrderParams, req);
    res.json(await managerOrder(ctx, req.auth, params.shop_slug, params.order_id));
  });

  router.post('/api/manager/:shop_slug/orders/:order_id/deliver', codeLimiter, async (req, res) => {
    const params = parseParams(managerOrderParams, req);
    const { code } = parseBody(deliverSchema, req);
    const view = await deliverOrder(ctx, req.auth, params.shop_slug, params.order_id, code);
    pushOrderUpdate(ctx.push, view.order, 'delivered');
    res.json(view);
  });

  return router;
}
