import { Router } from 'express';
import { z } from 'zod';
import { geoSchema } from '@barrio/shared/contract';
import type { AppContext } from '../../app-context';
import { parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { detectCountry, type IpLookupLoader } from './geo-service';

export function geoRoutes(ctx: AppContext, options: { lookup?: IpLookupLoader } = {}): Router {
  const router = Router();
  registerOperation({
    method: 'get',
    path: '/api/geo',
    summary: "The visitor's country: trusted CDN header, else the packaged IP database",
    tags: ['geo'],
    responses: {
      200: { description: 'ISO country code, or null when unknown', schema: geoSchema },
    },
  });
  router.get('/api/geo', async (req, res) => {
    parseQuery(z.strictObject({}), req);
    res.set('Cache-Control', 'private, no-store');
    try {
      res.json(await detectCountry(req.headers, ctx.config.geoHeaders, req.ip, options.lookup));
    } catch (err) {
      // A failed lookup is not the caller's problem: the storefront treats null as "unknown".
      // The logger's mixin adds the request id.
      ctx.logger.warn({ err }, 'geo lookup failed');
      res.json({ country: null, country_id: null, source: null });
    }
  });
  return router;
}
