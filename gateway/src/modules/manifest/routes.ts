import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseParams, parseQuery } from '../../http/validate';
import { registerOperation } from '../../openapi/registry';
import { iconPng } from './icon-png';
import { buildManifest, iconSvg, resolveManifestTarget } from './manifest-service';

const manifestQuery = z.strictObject({ country_id: z.string().max(200).optional() });
const iconParams = z.strictObject({
  icon: z.enum([
    'default.svg',
    'blue.svg',
    'default-maskable.svg',
    'blue-maskable.svg',
    ...(['default', 'blue'] as const).flatMap(
      (theme) =>
        [
          `${theme}-192.png`,
          `${theme}-512.png`,
          `${theme}-maskable-192.png`,
          `${theme}-maskable-512.png`,
        ] as const,
    ),
  ]),
});

export function manifestRoutes(ctx: AppContext): Router {
  const router = Router();

  registerOperation({
    method: 'get',
    path: '/api/manifest',
    summary: 'Web app manifest for a country id or a storefront path',
    tags: ['manifest'],
    query: manifestQuery,
    responses: {
      200: {
        description: 'The manifest',
        contentType: 'application/manifest+json',
        // The manifest carries more members (display, scope, lang…) than the ones named here.
        schema: z.looseObject({
          name: z.string(),
          short_name: z.string(),
          start_url: z.string(),
          theme_color: z.string(),
          background_color: z.string(),
          icons: z.array(
            z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() }),
          ),
        }),
      },
    },
  });
  router.get('/api/manifest', async (req, res) => {
    const { country_id } = parseQuery(manifestQuery, req);
    const manifest = buildManifest(await resolveManifestTarget(ctx.db, country_id));
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('application/manifest+json')
      .send(JSON.stringify(manifest));
  });

  router.get('/api/manifest/icons/:icon', async (req, res) => {
    const { icon } = parseParams(iconParams, req);
    const theme = icon.startsWith('blue') ? 'blue' : 'default';
    const maskable = icon.includes('maskable');
    res.set('Cache-Control', 'public, max-age=86400');
    if (icon.endsWith('.png')) {
      const size = icon.includes('-192.') ? 192 : 512;
      res.type('image/png').send(await iconPng(theme, maskable, size));
      return;
    }
    res.type('image/svg+xml').send(iconSvg(theme, maskable));
  });

  return router;
}
