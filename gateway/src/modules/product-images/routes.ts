import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { notFoundHandler } from '../../errors/error-middleware';
import { intParam } from '../../http/schemas';
import { registerOperation } from '../../openapi/registry';
import { PackshotCache, PRODUCT_IMAGE_VERSION, findPackshotInput } from './product-image-service';

/** `123.svg`: a positive id without sign, leading zeros or anything else around it. */
const FILE_NAME = /^([1-9][0-9]{0,9})\.svg$/;

/** The SVG is a document of its own: no script, no fetch, nothing but its inline drawing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const noSuchImage = () => notFound('product_image_not_found', 'No picture for this product.');

function productIdOf(fileName: string | undefined): number | null {
  const match = FILE_NAME.exec(fileName ?? '');
  const parsed = intParam.safeParse(match?.[1]);
  return parsed.success ? parsed.data : null;
}

/**
 * If-None-Match with the weak comparison of RFC 9110. Evaluated here rather than with
 * `req.fresh`, which ignores validators whenever the request says `Cache-Control: no-cache`
 * (as fetch does for every conditional request).
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export function productImageRoutes(ctx: AppContext): Router {
  const router = Router();
  const cache = new PackshotCache();

  registerOperation({
    method: 'get',
    path: `/images/products/${PRODUCT_IMAGE_VERSION}/{id}.svg`,
    summary: "A product's packshot illustration (SVG, immutable; honours If-None-Match)",
    tags: ['catalog'],
    params: z.strictObject({ id: intParam }),
    responses: {
      200: { description: 'The picture', contentType: 'image/svg+xml' },
      304: { description: 'Not modified' },
      404: { description: 'Unknown product or malformed id' },
    },
  });
  router.get(`/images/products/${PRODUCT_IMAGE_VERSION}/:file`, async (req, res) => {
    const productId = productIdOf(req.params.file);
    if (productId === null) throw noSuchImage();
    const input = await findPackshotInput(ctx.db, productId);
    if (!input) throw noSuchImage();
    const { svg, etag } = cache.render(input);
    res.set({
      ETag: etag,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': SVG_CSP,
      'X-Content-Type-Options': 'nosniff',
    });
    if (matchesIfNoneMatch(req.get('if-none-match'), etag)) {
      res.status(304).end();
      return;
    }
    res.type('image/svg+xml').send(svg);
  });
  // Other versions and shapes of these URLs are JSON 404s, never the shell's HTML.
  router.use('/images/products', notFoundHandler);

  return router;
}
