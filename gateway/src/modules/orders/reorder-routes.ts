import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parseParams } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { orderIdParams } from './order-schema';
import { reorderPlanSchema } from '@barrio/shared/contract';
import { planReorder } from './reorder-service';

export function reorderRoutes(ctx: AppContext): Router {
  const router = Router();
  registerOperation({
    method: 'post',
    path: '/api/order/{id}/reorder',
    summary:
      'A past order’s lines at today’s prices and limits, naming what is unavailable or capped',
    tags: ['orders'],
    params: orderIdParams,
    responses: {
      200: { description: 'What goes back in the cart', schema: reorderPlanSchema },
      404: { description: 'Unknown, or not visible to the caller' },
    },
    security: true,
  });
  router.post('/api/order/:id/reorder', async (req, res) => {
    const { id } = parseParams(orderIdParams, req);
    res.set('Cache-Control', 'private, no-store').json(await planReorder(ctx, req.auth, id));
  });
  return router;
}
