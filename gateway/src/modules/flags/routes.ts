import { Router } from 'express';
import { z } from 'zod';
import { COUNTRY_IDS } from '@barrio/shared/countries';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { evaluateFlags } from './flag-service';

const flagsBody = z.strictObject({
  country_id: z
    .number()
    .int()
    .refine((id) => (COUNTRY_IDS as readonly number[]).includes(id), 'Unknown country id.'),
  userToken: z
    .union([z.string().trim().min(1).max(128), z.number().int().nonnegative()])
    .transform(String),
  flags: z
    .array(z.string().regex(/^[a-z0-9_]{1,64}$/, 'Not a flag name.'))
    .max(64)
    .optional(),
  shop_slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
    .optional(),
  shop_id: z.number().int().positive().optional(),
});

export function flagRoutes(ctx: AppContext): Router {
  const router = Router();
  registerOperation({
    method: 'post',
    path: '/api/flipt',
    summary: 'Evaluate feature flags for a country, user and shop (all 32 when flags is empty)',
    tags: ['flags'],
    body: flagsBody,
    responses: {
      200: {
        description: 'Flag values',
        schema: z.object({ flags: z.record(z.string(), z.boolean()) }),
      },
    },
  });
  router.post('/api/flipt', async (req, res) => {
    const body = parseBody(flagsBody, req);
    const flags = await evaluateFlags(ctx.db, {
      countryId: body.country_id,
      userToken: body.userToken,
      flags: body.flags,
      shopSlug: body.shop_slug,
      shopId: body.shop_id,
    });
    res.set('Cache-Control', 'private, no-store').json({ flags });
  });
  return router;
}
