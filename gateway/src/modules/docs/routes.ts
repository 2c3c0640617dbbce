import { Router } from 'express';
import { buildOpenApiDocument } from '../../openapi/registry';
import type { AppContext } from '../../app-context';

/** Mounted last among the API routers so that every operation has registered itself. */
export function openApiRoutes(ctx: AppContext): Router {
  const router = Router();
  let cached: Record<string, unknown> | null = null;
  router.get('/api/openapi.json', (_req, res) => {
    cached ??= buildOpenApiDocument({
      title: 'Barrio gateway',
      version: '0.1.0',
      serverUrl: ctx.config.publicUrl,
    });
    res.json(cached);
  });
  return router;
}
