import { Router } from 'express';
import { managerOrderEnvelopeSchema, managerOrdersListSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../http/rate-limit';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import {
  deliverSchema,
  managerListQuery,
  managerOrderParams,
  managerShopParams,
} from './manager-schema';
import { deliverOrder, managerOrder, managerOrderList, markReady } from './manager-service';

export function managerRoutes(ctx: AppContext): Router {
  const router = Router();
  const codeLimiter = createRateLimiter({
    windowMs: 15 * 60 * 1000,
    limit: 60,
    message: 'Too many delivery code attempts; try again later.',
  });
  const notFound = {
    description: 'Not a shop (or an order of a shop) the caller owns or supports',
  };

  registerOperation({
    method: 'get',
    path: '/api/manager/{shop_slug}/orders',
    summary:
      'The shop’s orders for the owner (or support): by delivery day (or today) and status, with the pick list',
    tags: ['manager'],
    params: managerShopParams,
    query: managerListQuery,
    responses: {
      200: { description: 'Orders and what to pick', schema: managerOrdersListSchema },
      404: notFound,
    },
    security: true,
  });
  registerOperation({
    method: 'get',
    path: '/api/manager/{shop_slug}/orders/{order_id}',
    summary: 'The shop owner’s view of an order of their shop',
    tags: ['manager'],
    params: managerOrderParams,
    responses: {
      200: {
        description: 'The order with the customer’s contact, payment, pickup point and schedule',
        schema: managerOrderEnvelopeSchema,
      },
      404: notFound,
    },
    security: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/manager/{shop_slug}/orders/{order_id}/deliver',
    summary:
      'The owner hands the order over: with the customer’s code where the country uses one (attempts limited), otherwise with confirm: true; allow_unpaid overrides an unpaid online payment',
    tags: ['manager'],
    params: managerOrderParams,
    body: deliverSchema,
    responses: {
      200: { description: 'The delivered order', schema: managerOrderEnvelopeSchema },
      400: {
        description:
          'Wrong code (attempts_left says how many remain), or the code / confirmation is missing',
      },
      404: notFound,
      409: {
        description: 'The order cannot be delivered, or its online payment has not gone through',
      },
      429: { description: 'Too many wrong codes for this order' },
    },
    security: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/manager/{shop_slug}/orders/{order_id}/ready',
    summary: 'The owner marks the order ready for pickup; the customer gets a message',
    tags: ['manager'],
    params: managerOrderParams,
    responses: {
      200: { description: 'The order, ready', schema: managerOrderEnvelopeSchema },
      404: notFound,
      409: { description: 'The order is not pending or confirmed' },
    },
    security: true,
  });

  router.get('/api/manager/:shop_slug/orders', async (req, res) => {
    const { shop_slug: slug } = parseParams(managerShopParams, req);
    const query = parseQuery(managerListQuery, req);
    res.set('Cache-Control', 'no-store');
    res.json(await managerOrderList(ctx, req.auth, slug, query));
  });

  router.get('/api/manager/:shop_slug/orders/:order_id', async (req, res) => {
    const params = parseParams(managerOrderParams, req);
    res.set('Cache-Control', 'no-store');
    res.json(await managerOrder(ctx, req.auth, params.shop_slug, params.order_id));
  });

  router.post('/api/manager/:shop_slug/orders/:order_id/deliver', codeLimiter, async (req, res) => {
    const params = parseParams(managerOrderParams, req);
    const body = parseBody(deliverSchema, req);
    res.json(await deliverOrder(ctx, req.auth, params.shop_slug, params.order_id, body));
  });

  router.post('/api/manager/:shop_slug/orders/:order_id/ready', async (req, res) => {
    const params = parseParams(managerOrderParams, req);
    res.json(await markReady(ctx, req.auth, params.shop_slug, params.order_id));
  });

  return router;
}
