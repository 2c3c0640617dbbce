import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../http/rate-limit';
import { guestOrderLimits } from '../abuse/guest-order-limits';
import { parseBody, parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { assertIdempotencyKey, runIdempotent, type IdempotencyGuard } from './idempotency';
import {
  cancelOrderPayloadSchema,
  couponErrorSchema,
  deliveryCodeSchema,
  editOrderPayloadSchema,
  minimumOrderErrorSchema,
  orderEnvelopeSchema,
  orderLimitErrorSchema,
  orderListSchema,
  orderPayloadSchema,
  placedOrderEnvelopeSchema,
} from '@barrio/shared/contract';
import {
  createOrderQuerySchema,
  getCodeBodySchema,
  getCodeQuerySchema,
  listOrdersQuerySchema,
  orderIdParams,
} from './order-schema';
import {
  cancelOrder,
  deliveryCode,
  editOrder,
  getOrder,
  listOrders,
  placeOrder,
  type PlacedOrderResponse,
} from './order-service';

const notFoundResponse = { description: 'Unknown, or not visible to the caller' };

function registerOrderOperations(): void {
  registerOperation({
    method: 'post',
    path: '/api/order',
    summary:
      'Place an order (signed-in customer, guest or community leader); optional Idempotency-Key header',
    tags: ['orders'],
    query: createOrderQuerySchema,
    body: orderPayloadSchema,
    responses: {
      200: { description: 'The order', schema: placedOrderEnvelopeSchema },
      400: {
        description:
          'Invalid input, a coupon error, a limit, the minimum order value or the wallet',
        schema: z.union([couponErrorSchema, orderLimitErrorSchema, minimumOrderErrorSchema]),
      },
      404: notFoundResponse,
      409: { description: 'A request with the same Idempotency-Key is still running' },
      422: { description: 'The Idempotency-Key was used with another body' },
    },
  });
  registerOperation({
    method: 'get',
    path: '/api/orders',
    summary: 'A customer’s orders, newest first, keyset-paged by last_uuid',
    tags: ['orders'],
    query: listOrdersQuerySchema,
    responses: {
      200: { description: 'A page of orders', schema: orderListSchema },
      404: notFoundResponse,
    },
    security: true,
  });
  registerOperation({
    method: 'get',
    path: '/api/order/{id}',
    summary: 'One order',
    tags: ['orders'],
    params: orderIdParams,
    responses: {
      200: { description: 'The order', schema: orderEnvelopeSchema },
      404: notFoundResponse,
    },
    security: true,
  });
  registerOperation({
    method: 'patch',
    path: '/api/order/{id}',
    summary:
      'Edit an order’s lines (remove_lines, patch_lines, add_lines) while it can still change',
    tags: ['orders'],
    params: orderIdParams,
    body: editOrderPayloadSchema,
    responses: {
      200: { description: 'The re-priced order', schema: orderEnvelopeSchema },
      400: {
        description:
          'Invalid input (validation_error, invalid_lines), a coupon error, a limit or the minimum order value',
        schema: z.union([couponErrorSchema, orderLimitErrorSchema, minimumOrderErrorSchema]),
      },
      404: notFoundResponse,
      409: { description: 'The order can no longer change' },
    },
    security: true,
  });
  registerOperation({
    method: 'post',
    path: '/api/order/{id}/cancel',
    summary: 'Cancel an order while it can still change; refunds a wallet debit',
    tags: ['orders'],
    params: orderIdParams,
    body: cancelOrderPayloadSchema,
    responses: {
      200: { description: 'The canceled order', schema: orderEnvelopeSchema },
      404: notFoundResponse,
      409: { description: 'The order can no longer change' },
    },
    security: true,
  });
  registerOperation({
    method: 'patch',
    path: '/api/getcode',
    summary: 'The delivery code of an order, for the countries that use one',
    tags: ['orders'],
    query: getCodeQuerySchema,
    body: getCodeBodySchema,
    responses: {
      200: { description: 'The code', schema: deliveryCodeSchema },
      404: notFoundResponse,
    },
    security: true,
  });
}

export function orderRoutes(ctx: AppContext): Router {
  const router = Router();
  const orderLimiter = createRateLimiter({
    windowMs: 60 * 1000,
    limit: 240,
    message: 'Too many orders from this address; try again in a minute.',
  });
  registerOrderOperations();

  router.post('/api/order', orderLimiter, guestOrderLimits(ctx), async (req, res) => {
    const query = parseQuery(createOrderQuerySchema, req);
    const body = parseBody(orderPayloadSchema, req);
    const autoconfirm = query.autoconfirm === 'true';
    const toAnswer = (order: PlacedOrderResponse) => ({ status: 200, body: { order } });
    // The order's messages and push commit with it, in the transaction of a new order only: a
    // replayed answer (same Idempotency-Key) announces nothing again.
    const place = (idempotency?: IdempotencyGuard<PlacedOrderResponse>) =>
      placeOrder(ctx, req.auth, body, { autoconfirm, idempotency });
    const key = req.get('idempotency-key');
    if (key === undefined) {
      const answer = toAnswer(await place());
      res.status(answer.status).json(answer.body);
      return;
    }
    assertIdempotencyKey(key);
    const answer = await runIdempotent(
      ctx.db,
      {
        // Keys are per caller: one shopper's key can never replay another's order.
        scope: `order:${req.auth.customerId ?? 'guest'}`,
        key,
        fingerprint: { body: req.body as unknown, autoconfirm },
        now: ctx.clock.now(),
      },
      place,
      toAnswer,
    );
    if (answer.replayed) res.set('Idempotent-Replayed', 'true');
    if (answer.json === undefined) res.status(answer.status).json(answer.body);
    else res.status(answer.status).type('json').send(answer.json);
  });

  router.get('/api/orders', async (req, res) => {
    const query = parseQuery(listOrdersQuerySchema, req);
    res.json(await listOrders(ctx, req.auth, query));
  });

  router.get('/api/order/:id', async (req, res) => {
    const { id } = parseParams(orderIdParams, req);
    res.json({ order: await getOrder(ctx, req.auth, id) });
  });

  router.patch('/api/order/:id', async (req, res) => {
    const { id } = parseParams(orderIdParams, req);
    const body = parseBody(editOrderPayloadSchema, req);
    res.json({ order: await editOrder(ctx, req.auth, id, body) });
  });

  router.post('/api/order/:id/cancel', async (req, res) => {
    const { id } = parseParams(orderIdParams, req);
    const { reason } = parseBody(cancelOrderPayloadSchema, req);
    res.json({ order: await cancelOrder(ctx, req.auth, id, reason) });
  });

  router.patch('/api/getcode', async (req, res) => {
    const query = parseQuery(getCodeQuerySchema, req);
    const body = parseBody(getCodeBodySchema, req);
    res.json(
      await deliveryCode(ctx, req.auth, {
        orderId: query.orderId,
        countryId: query.countryId,
        customerId: body.customer_id,
      }),
    );
  });

  return router;
}
