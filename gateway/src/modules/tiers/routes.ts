import { Router } from 'express';
import { z } from 'zod';
import { tierSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { countryIdParam, intParam } from '../../http/schemas';
import { parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { defaultTierFor, findTier } from './tier-repository';

const defaultParams = z.strictObject({ shopId: intParam });
const defaultQuery = z.strictObject({ countryId: countryIdParam });
const idParams = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'Not a tier id.'),
});

export function tierRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'get',
    path: '/api/tiers/default/{shopId}',
    summary: "The shop's default tier in its country",
    tags: ['tiers'],
    params: defaultParams,
    query: defaultQuery,
    responses: {
      200: { description: 'The tier', schema: tierSchema },
      404: { description: 'No default tier (error object, code tier_not_found)' },
    },
  });
  router.get('/api/tiers/default/:shopId', async (req, res) => {
    const { shopId } = parseParams(defaultParams, req);
    const { countryId } = parseQuery(defaultQuery, req);
    const tier = await defaultTierFor(ctx.db, shopId, countryId);
    if (!tier) throw notFound('tier_not_found', 'There is no default tier for this shop.');
    res.json(tier);
  });

  registerOperation({
    method: 'get',
    path: '/api/tiers/id/{id}',
    summary: 'A tier by id with its shops',
    tags: ['tiers'],
    params: idParams,
    responses: {
      200: { description: 'The tier', schema: tierSchema },
      404: { description: 'Unknown tier (error object, code tier_not_found)' },
    },
  });
  router.get('/api/tiers/id/:id', async (req, res) => {
    const { id } = parseParams(idParams, req);
    const tier = await findTier(ctx.db, id);
    if (!tier) throw notFound('tier_not_found', `There is no tier "${id}".`);
    res.json(tier);
  });

  return router;
}
