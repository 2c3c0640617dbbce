import { Router } from 'express';
import { z } from 'zod';
import { contentLocaleSchema, nearbyPointsSchema, shopSchema } from '@barrio/shared/contract';
import { NEARBY_SHOPS_RADIUS_M } from '@barrio/shared/domain';
import type { AppContext } from '../../app-context';
import { createReadCache } from '../../http/read-cache';
import { boolParam, countryIdParam, latParam, lngParam, slugParam } from '../../http/schemas';
import { parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import {
  MAX_NEARBY_DISTANCE_M,
  SHOP_CACHE_TTL_MS,
  createShopCache,
  getShop,
  nearbyShops,
} from './shop-service';

const closetsQuery = z.strictObject({
  countryId: countryIdParam,
  lat: latParam,
  lng: lngParam,
  distance: z.coerce.number().positive().max(1_000_000).default(NEARBY_SHOPS_RADIUS_M),
  prioritizeShopsWithDelivery: boolParam.default(false),
  locale: contentLocaleSchema,
});
const slugParams = z.strictObject({ slug: slugParam });

export function shopRoutes(ctx: AppContext): Router {
  const router = Router();
  const shops = createShopCache(ctx.clock);
  ctx.shared.onInvalidate('catalogue', () => shops.clear());
  // The serialized answer with its ETag: a shop visit costs no query and no serialization.
  const answers = createReadCache(ctx.keptAnswers, {
    topic: 'catalogue',
    ttlMs: SHOP_CACHE_TTL_MS,
  });

  registerOperation({
    method: 'get',
    path: '/api/shops/closets',
    summary: `Pickup points near a position, nearest first (distance in metres, capped at ${MAX_NEARBY_DISTANCE_M})`,
    tags: ['shops'],
    query: closetsQuery,
    responses: { 200: { description: 'Nearby pickup points', schema: nearbyPointsSchema } },
  });
  router.get('/api/shops/closets', async (req, res) => {
    const query = parseQuery(closetsQuery, req);
    res.json(await nearbyShops(ctx, query));
  });

  registerOperation({
    method: 'get',
    path: '/api/shops/{slug}',
    summary: 'A shop by slug, its fields at the top level',
    tags: ['shops'],
    params: slugParams,
    responses: {
      200: { description: 'The shop', schema: shopSchema },
      404: { description: 'No such shop (code shop_not_found)' },
    },
  });
  router.get('/api/shops/:slug', answers, async (req, res) => {
    const { slug } = parseParams(slugParams, req);
    // Nothing in a shop depends on who asks, so shared caches may keep it briefly; Express adds
    // the ETag that turns a revalidation into a 304.
    const shop = await getShop(ctx, slug, shops);
    res.set('Cache-Control', 'public, max-age=30').json(shop);
  });

  return router;
}
