import { Router } from 'express';
import { walletBalanceSchema, walletMovementsPageSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { balanceQuerySchema, movementsQuerySchema } from './wallet-schema';
import { walletBalance, walletMovements } from './wallet-service';

export function walletRoutes(ctx: AppContext): Router {
  const router = Router();
  const notFound = { description: 'No wallet, or not the caller’s customer' };

  registerOperation({
    method: 'get',
    path: '/api/wallet/balance',
    summary: 'Wallet balance of the signed-in customer (or a customer of the leader’s shop)',
    tags: ['wallet'],
    query: balanceQuerySchema,
    responses: {
      200: { description: 'The balance', schema: walletBalanceSchema },
      404: notFound,
    },
    security: true,
  });
  registerOperation({
    method: 'get',
    path: '/api/wallet/movements',
    summary: 'Wallet movements, newest first; they add up to the balance',
    tags: ['wallet'],
    query: movementsQuerySchema,
    responses: {
      200: { description: 'A page of movements', schema: walletMovementsPageSchema },
      404: notFound,
    },
    security: true,
  });

  router.get('/api/wallet/balance', async (req, res) => {
    const { customerId } = parseQuery(balanceQuerySchema, req);
    res.json(await walletBalance(ctx, req.auth, customerId));
  });

  router.get('/api/wallet/movements', async (req, res) => {
    const query = parseQuery(movementsQuerySchema, req);
    res.json(
      await walletMovements(ctx, req.auth, {
        customerId: query.customerId,
        limit: query.limit,
        before_id: query.before_id ?? null,
      }),
    );
  });

  return router;
}
